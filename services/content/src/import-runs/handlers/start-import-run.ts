import type { contentV1 } from '@quire/proto';
import { getPrincipal, invalidArgument, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { loadFiles, loadPage } from '../../revision-store/store';
import { MAX_REQUEST_ITEMS, ZId } from '../../lib/validation';
import { importRunStarter } from '../commands/import-run-starter';
import { authorizeImportInto } from '../policy';
import { presentImportRun } from '../presenter';
import { loadContentTarget } from '../../change-requests/load';

const ZStartImportRunRequest = z.object({
  organizationId: ZId,
  source: z.object({
    type: z.string().max(64),
    url: z.string().max(2048).optional(),
    // "Key of file": the id of a file of the target.
    files: z.array(ZId).max(MAX_REQUEST_ITEMS),
  }),
  target: z.object({ space: ZId, changeRequest: ZId.optional(), page: ZId.optional() }),
});

type Source = { type: 'website'; url: string } | { type: 'file'; fileIds: string[] };

/**
 * The website URL as stored: an absolute http(s) URL without credentials (a website import
 * never sends any, and a password must not land in the run's record).
 */
function websiteUrlOf(url: string | undefined): string {
  if (url === undefined) throw invalidArgument('source.url: required for a website source');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalidArgument('source.url: must be an absolute URL');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw invalidArgument('source.url: must be an http or https URL');
  if (parsed.username || parsed.password) throw invalidArgument('source.url: must not contain credentials');
  parsed.hash = '';
  return parsed.href;
}

function sourceOf(source: z.infer<typeof ZStartImportRunRequest>['source']): Source {
  if (source.type === 'website') {
    if (source.files.length > 0) throw invalidArgument('source.files: only for a file source');
    return { type: 'website', url: websiteUrlOf(source.url) };
  }
  if (source.type === 'file') {
    if (source.url !== undefined) throw invalidArgument('source.url: only for a website source');
    if (source.files.length === 0) throw invalidArgument('source.files: must name at least one file');
    const duplicate = source.files.find((id, index) => source.files.indexOf(id) !== index);
    if (duplicate) throw invalidArgument(`source.files: "${duplicate}" is listed twice`);
    return { type: 'file', fileIds: source.files };
  }
  throw invalidArgument('source.type: must be "website" or "file"');
}

/**
 * Starts an import into a space's main content, a change request of it, or under one of
 * their pages. The target is checked now (the space is in the organization and the caller
 * may edit it; the change request is of that space and not merged or archived; the page and
 * the files are in the target's revision); the run and the worker's job event are written in
 * one transaction, and the git-worker does the rest (docs/outside-sources.md).
 */
export async function startImportRun(ctx: ContentContext, request: contentV1.StartImportRunRequest, callContext: CallContext): Promise<contentV1.StartImportRunResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZStartImportRunRequest, request);
  const source = sourceOf(input.source);

  const target = await loadContentTarget(ctx, principal, input.target.space, input.target.changeRequest);
  // A space of another organization is not found, whatever the caller's rights there.
  if (target.space.organizationId !== input.organizationId) throw notFound('Space not found');
  authorizeImportInto(target);
  if (target.changeRequest && (target.changeRequest.status === 'merged' || target.changeRequest.status === 'archived')) {
    throw invalidArgument(`target.changeRequest: the change request is ${target.changeRequest.status}`);
  }
  if (input.target.page !== undefined) {
    const page = await loadPage(ctx.db, target.revision, input.target.page);
    if (!page) throw notFound('Page not found');
    if (page.kind === 'link') throw invalidArgument('target.page: a link page cannot have child pages');
  }
  if (source.type === 'file') {
    const files = await loadFiles(ctx.db, target.revision);
    const missing = source.fileIds.find((id) => !files.has(id));
    if (missing) throw notFound(`File not found: "${missing}"`);
  }

  const run = await importRunStarter(ctx.db, {
    organizationId: input.organizationId,
    spaceId: target.space.id,
    changeRequestId: target.changeRequest?.id ?? null,
    pageId: input.target.page ?? null,
    source,
    actorId: principal.userId,
  });
  return { run: presentImportRun(run, []) };
}
