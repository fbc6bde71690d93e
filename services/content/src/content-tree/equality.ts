import type { FileEntry, PageEntry, PageLayout, ReusableContentEntry } from './entries';

/**
 * Structural equality of plain JSON values (key order ignored). Entries are small, so this is
 * only reached after the identity check fails: copy-on-write revisions share unchanged entry
 * objects, which keeps whole-snapshot comparisons close to one pointer check per id.
 */
export const jsonEqual = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bArr = b as unknown[];
    if (a.length !== bArr.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], bArr[i])) return false;
    return true;
  }
  const aRec = a as Record<string, unknown>;
  const bRec = b as Record<string, unknown>;
  // Keys whose value is undefined are treated as absent (JSON drops them).
  let aCount = 0;
  for (const key in aRec) {
    if (aRec[key] === undefined) continue;
    aCount++;
    if (!jsonEqual(aRec[key], bRec[key])) return false;
  }
  let bCount = 0;
  for (const key in bRec) if (bRec[key] !== undefined) bCount++;
  return aCount === bCount;
};

export const gitEqual = (a: PageEntry['git'], b: PageEntry['git']): boolean =>
  a === b || (a !== undefined && b !== undefined && a.oid === b.oid && a.path === b.path);

export const layoutEqual = (a: PageLayout | undefined, b: PageLayout | undefined): boolean =>
  jsonEqual(a, b);

/** Every field of a page entry, compared after an identity check. */
export const pageEntriesEqual = (a: PageEntry, b: PageEntry): boolean =>
  a === b ||
  (a.id === b.id &&
    a.kind === b.kind &&
    a.parentId === b.parentId &&
    a.position === b.position &&
    a.title === b.title &&
    a.slug === b.slug &&
    a.emoji === b.emoji &&
    a.icon === b.icon &&
    a.description === b.description &&
    a.hidden === b.hidden &&
    a.bodyHash === b.bodyHash &&
    a.createdAt === b.createdAt &&
    a.updatedAt === b.updatedAt &&
    gitEqual(a.git, b.git) &&
    a.sourceKey === b.sourceKey &&
    layoutEqual(a.layout, b.layout) &&
    jsonEqual(a.target, b.target));

/** The members of a file entry that describe its bytes; they change together. */
export const FILE_CONTENT_FIELDS = ['contentType', 'blobHash', 'size', 'width', 'height'] as const;

export const fileContentEqual = (a: FileEntry, b: FileEntry): boolean =>
  a.contentType === b.contentType &&
  a.blobHash === b.blobHash &&
  a.size === b.size &&
  a.width === b.width &&
  a.height === b.height;

export const fileEntriesEqual = (a: FileEntry, b: FileEntry): boolean =>
  a === b ||
  (a.id === b.id &&
    a.name === b.name &&
    fileContentEqual(a, b) &&
    a.createdAt === b.createdAt &&
    gitEqual(a.git, b.git) &&
    a.sourceKey === b.sourceKey);

export const reusableContentEntriesEqual = (a: ReusableContentEntry, b: ReusableContentEntry): boolean =>
  a === b ||
  (a.id === b.id &&
    a.title === b.title &&
    a.bodyHash === b.bodyHash &&
    a.createdAt === b.createdAt &&
    a.updatedAt === b.updatedAt &&
    gitEqual(a.git, b.git) &&
    a.sourceKey === b.sourceKey);

/** Removes keys whose value is undefined, so merged entries have the shape stored entries have. */
export const compact = <T extends object>(value: T): T => {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) if (v !== undefined) out[key] = v;
  return out as T;
};
