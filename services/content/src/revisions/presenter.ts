import { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
import { outlineOf } from '../content-tree/outline';
import { presentFile } from '../files/presenter';
import type { RevisionType } from '../generated/prisma/enums';
import { bodyHashesOf, presentPages, type PageScope } from '../pages/presenter';
import { getBodies } from '../revision-store/bodies';
import { loadSnapshot } from '../revision-store/store';
import { presentReusableContents } from '../reusable-contents/presenter';
import type { RevisionRow } from './queries';

const TYPES: Record<RevisionType, contentV1.RevisionType> = {
  edits: contentV1.RevisionType.REVISION_TYPE_EDITS,
  merge: contentV1.RevisionType.REVISION_TYPE_MERGE,
  rollback: contentV1.RevisionType.REVISION_TYPE_ROLLBACK,
  update: contentV1.RevisionType.REVISION_TYPE_UPDATE,
  computed: contentV1.RevisionType.REVISION_TYPE_COMPUTED,
};

type JsonObject = { [key: string]: unknown };
const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** GitBook "GitSyncCommit" from the stored JSON, when it has the required members. */
export function gitCommitOf(value: unknown): JsonObject | undefined {
  if (!isObject(value) || typeof value.oid !== 'string' || typeof value.message !== 'string') return undefined;
  return {
    oid: value.oid,
    message: value.message,
    createdByGitBook: value.createdByGitBook === true,
    ...(typeof value.url === 'string' && { url: value.url }),
    ...(typeof value.ref === 'string' && { ref: value.ref }),
  };
}

export type RevisionPresentation = {
  /** Whose revision this is: page `urls.app` point into the change request when it has one. */
  scope: PageScope;
  /** false leaves out the mutable Git metadata (`git` of the revision, its pages and files). */
  metadata?: boolean;
  /** false shows computed pages as their source, not as the pages they generated (pages/presenter.ts). */
  computed?: boolean;
  /** Merge revisions: the merged change request (GitBook requires it on "RevisionTypeMerge"). */
  mergedFrom?: contentV1.ChangeRequest;
};

/**
 * A revision as GitBook's "Revision": the page tree in table-of-contents order with every
 * document page's markdown (all bodies in one query), the files with signed download URLs,
 * and `type` choosing the variant.
 */
export async function presentRevision(ctx: ContentContext, row: RevisionRow, presentation: RevisionPresentation): Promise<contentV1.Revision> {
  const metadata = presentation.metadata !== false;
  const snapshot = await loadSnapshot(ctx.db, row);
  const outline = outlineOf(snapshot);
  const bodies = await getBodies(ctx.db, bodyHashesOf(outline));
  const files = [...snapshot.files.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const git = metadata ? gitCommitOf(row.git) : undefined;
  return {
    object: 'revision',
    id: row.id,
    parents: row.parents.length > 0 ? row.parents : row.parentId ? [row.parentId] : [],
    pages: presentPages(outline, { urls: ctx.urls, scope: presentation.scope, bodies, metadata, computed: presentation.computed }),
    files: files.map((file) => presentFile(ctx, file, { metadata })),
    reusableContents: presentReusableContents(snapshot.reusableContents?.values() ?? [], { metadata }),
    variables: isObject(row.variables) ? row.variables : {},
    createdAt: row.createdAt,
    urls: { app: `${ctx.urls.appUrl}/s/${row.spaceId}/~/revisions/${row.id}` },
    type: TYPES[row.type],
    mergedFrom: row.type === 'merge' ? presentation.mergedFrom : undefined,
    git,
  };
}
