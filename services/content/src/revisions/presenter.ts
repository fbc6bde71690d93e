import { contentV1 } from '@quire/proto';
import type { RevisionType } from '../generated/prisma/enums';
import type { RevisionRow } from './queries';
import type { PublicUrls } from '../lib/urls';

const TYPES: Record<RevisionType, contentV1.RevisionType> = {
  edits: contentV1.RevisionType.REVISION_TYPE_EDITS,
  merge: contentV1.RevisionType.REVISION_TYPE_MERGE,
  rollback: contentV1.RevisionType.REVISION_TYPE_ROLLBACK,
  update: contentV1.RevisionType.REVISION_TYPE_UPDATE,
  computed: contentV1.RevisionType.REVISION_TYPE_COMPUTED,
};

type JsonObject = { [key: string]: unknown };
const objects = (value: unknown): JsonObject[] =>
  Array.isArray(value) ? value.filter((item): item is JsonObject => typeof item === 'object' && item !== null) : [];

function dimensionsOf(value: unknown): contentV1.RevisionFileDimensions | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { width, height } = value as JsonObject;
  return typeof width === 'number' && typeof height === 'number' ? { width, height } : undefined;
}

/** A revision as GitBook's "Revision" (RevisionBase and its "type"). */
export function presentRevision(row: RevisionRow, urls: PublicUrls): contentV1.Revision {
  return {
    object: 'revision',
    id: row.id,
    parents: row.parentId ? [row.parentId] : [],
    pages: objects(row.pages),
    files: objects(row.files).map((file) => ({
      id: String(file.id ?? ''),
      name: String(file.name ?? ''),
      contentType: String(file.contentType ?? ''),
      downloadUrl: String(file.downloadURL ?? ''),
      size: Number(file.size ?? 0),
      dimensions: dimensionsOf(file.dimensions),
    })),
    reusableContents: objects(row.reusableContents),
    variables: typeof row.variables === 'object' && row.variables !== null && !Array.isArray(row.variables) ? (row.variables as JsonObject) : {},
    createdAt: row.createdAt,
    urls: { app: `${urls.appUrl}/s/${row.spaceId}/~/revisions/${row.id}` },
    type: TYPES[row.type],
  };
}
