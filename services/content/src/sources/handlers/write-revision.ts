import { contentV1 } from '@quire/proto';
import { invalidArgument, parseRequest } from '@quire/shared';
import type { ContentContext } from '../../context';
import { normalizeRedirectPath } from '@quire/documents';
import { revisionWriter } from '../commands/revision-writer';
import { writeModeOf, writeTargetOf, ZWriteRevisionRequest, type ImportedPageInput, type ImportedRedirectInput } from '../schemas';

/**
 * The redirects as stored (normalized source → imported page key): each must lead to a
 * document or group page of the request (a link page has no page to show), once per source.
 */
function checkRedirects(redirects: readonly ImportedRedirectInput[], pages: readonly ImportedPageInput[]): Map<string, string> {
  const linkKeys = new Set(pages.filter((page) => page.type === contentV1.PageType.PAGE_TYPE_LINK).map((page) => page.key));
  const keys = new Set(pages.map((page) => page.key));
  const bySource = new Map<string, string>();
  redirects.forEach((redirect, index) => {
    if (!keys.has(redirect.targetKey)) throw invalidArgument(`redirects.${index}.targetKey: names no page of the request`);
    if (linkKeys.has(redirect.targetKey)) throw invalidArgument(`redirects.${index}.targetKey: names a link page, which has no content to show`);
    const source = normalizeRedirectPath(redirect.source);
    if (bySource.has(source)) throw invalidArgument(`redirects.${index}.source: another redirect has the same source`);
    bySource.set(source, redirect.targetKey);
  });
  return bySource;
}

/**
 * WriteRevision (git-worker): imported pages and files as one new revision of the main
 * content, of a change request, or standalone. Everything is checked before anything is
 * written (INVALID_ARGUMENT names the field); a space of another organization is NOT_FOUND.
 * Redirects (old path → imported page) replace the revision's in REPLACE and are added in
 * APPEND.
 */
export async function writeRevision(ctx: ContentContext, request: contentV1.WriteRevisionRequest): Promise<contentV1.WriteRevisionResponse> {
  const input = parseRequest(ZWriteRevisionRequest, request);
  const target = writeTargetOf(input.target);
  if (!target) throw invalidArgument('target: must be WRITE_TARGET_MAIN, WRITE_TARGET_CHANGE_REQUEST or WRITE_TARGET_STANDALONE');
  const mode = writeModeOf(input.mode);
  if (!mode) throw invalidArgument('mode: must be WRITE_MODE_REPLACE or WRITE_MODE_APPEND');
  if (target === 'change-request' && input.changeRequestId === '') throw invalidArgument('changeRequestId: required with WRITE_TARGET_CHANGE_REQUEST');
  if (target !== 'change-request' && input.changeRequestId !== '') throw invalidArgument('changeRequestId: only with WRITE_TARGET_CHANGE_REQUEST');
  if (mode === 'replace' && input.parentPageId !== '') throw invalidArgument('parentPageId: only with WRITE_MODE_APPEND');
  const redirects = checkRedirects(input.redirects, input.pages);

  const written = await revisionWriter(ctx.db, {
    organizationId: input.organizationId,
    spaceId: input.spaceId,
    idempotencyKey: input.idempotencyKey,
    target,
    changeRequestId: input.changeRequestId || null,
    mode,
    parentPageId: input.parentPageId || null,
    pages: input.pages,
    files: input.files,
    reusableContents: input.reusableContents,
    git: input.git && {
      oid: input.git.oid,
      message: input.git.message,
      createdByGitBook: input.git.createdByGitBook,
      ...(input.git.url !== undefined && { url: input.git.url }),
      ...(input.git.ref !== undefined && { ref: input.git.ref }),
    },
    actingUserId: input.actingUserId || null,
    redirects,
  });
  return written;
}
