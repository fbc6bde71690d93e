import type { contentV1 } from '@quire/proto';
import { notFound, parseRequest } from '@quire/shared';
import { z } from 'zod';
import { outlineOf } from '../../content-tree/outline';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { bodyHashesOf } from '../../pages/presenter';
import { gitCommitOf } from '../../revisions/presenter';
import { getBodies } from '../../revision-store/bodies';
import { redirectsOf } from '../../revision-store/redirects';
import { loadSnapshot, storedRevisionSelect } from '../../revision-store/store';
import { presentExportedFile, presentExportedPages } from '../presenter';
import { findSourceSpace } from '../queries';

const ZReadRevisionRequest = z.object({ organizationId: ZId, spaceId: ZId, revisionId: z.union([z.literal(''), ZId]) });

/**
 * ReadRevision (git-worker, export): a revision of the space whole, its pages in
 * table-of-contents order with their Markdown (every body in one query) and its files'
 * metadata (bytes through GetFileBlob), its reusable contents with their Markdown, and its
 * redirects to pages it still has; computed pages and the pages they generated left out. The current
 * revision unless one is named; a revision of another space is NOT_FOUND.
 */
export async function readRevision(ctx: ContentContext, request: contentV1.ReadRevisionRequest): Promise<contentV1.ReadRevisionResponse> {
  const input = parseRequest(ZReadRevisionRequest, request);
  const space = await findSourceSpace(ctx.db, input.organizationId, input.spaceId);
  const revision = await ctx.db.revision.findUnique({
    where: { id: input.revisionId || space.revisionId },
    select: { ...storedRevisionSelect, git: true },
  });
  if (!revision || revision.spaceId !== space.id) throw notFound('Revision not found');
  const snapshot = await loadSnapshot(ctx.db, revision);
  // Computed pages are not exported: their pages are generated from the spec, not written in Git
  // (an import keeps them, import-plan.ts).
  const outline = outlineOf(snapshot).filter((node) => node.entry.computed === undefined);
  const reusable = [...(snapshot.reusableContents?.values() ?? [])].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const bodies = await getBodies(ctx.db, [...bodyHashesOf(outline), ...reusable.flatMap((entry) => (entry.bodyHash ? [entry.bodyHash] : []))]);
  const files = [...snapshot.files.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  // A redirect whose page was removed since it was written leads nowhere: left out.
  const redirects = Object.entries(redirectsOf(revision.redirects))
    .filter(([, pageId]) => { const kind = snapshot.pages.get(pageId)?.kind; return kind === 'document' || kind === 'group'; })
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([source, pageId]) => ({ source, pageId }));
  return {
    revisionId: revision.id,
    git: gitCommitOf(revision.git),
    pages: presentExportedPages(outline, bodies),
    files: files.map(presentExportedFile),
    redirects,
    reusableContents: reusable.map((entry) => ({
      id: entry.id,
      title: entry.title,
      markdown: entry.bodyHash ? (bodies.get(entry.bodyHash) ?? '') : '',
      git: entry.git && { oid: entry.git.oid, path: entry.git.path },
    })),
  };
}
