import { createHash } from 'node:crypto';

/**
 * A repository's files at one commit, as the layout functions see them: repository path →
 * blob. `bytes` is present for the blobs the transport read (the ones `layoutWantsBlob`
 * asks for); the others are only known to exist, which is enough to keep them on export and
 * to link to them with `repoTreeURL`.
 */
export type TreeEntry = {
  /** The blob's Git object id. */
  oid: string;
  /** Git file mode: '100644', '100755', '120000' (symlink) or '160000' (submodule). */
  mode: string;
  bytes?: Uint8Array;
};

export type RepositoryTree = ReadonlyMap<string, TreeEntry>;

const utf8 = new TextDecoder('utf-8');

/**
 * A blob's text (UTF-8, byte-order mark dropped); undefined when its bytes were not read.
 * Invalid UTF-8 and NUL characters become U+FFFD: content refuses NUL (PostgreSQL cannot
 * store it) in any string, and one page must not fail a whole import.
 */
export function blobText(entry: TreeEntry | undefined): string | undefined {
  if (!entry?.bytes) return undefined;
  // PostgreSQL cannot store NUL.
  const text = utf8.decode(entry.bytes).replace(/\u0000/g, '\uFFFD');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** A regular file (not a symlink or a submodule, which a layout never follows). */
export function isRegularFile(entry: TreeEntry): boolean {
  return entry.mode === '100644' || entry.mode === '100755';
}

/** The Git object id of a blob with these bytes (what `git hash-object` prints). */
export function gitBlobOid(bytes: Uint8Array): string {
  return createHash('sha1').update(`blob ${bytes.byteLength}\0`).update(bytes).digest('hex');
}

/** A tree from path → text or bytes (tests and fixtures). */
export function treeFromFiles(files: Record<string, string | Uint8Array>): Map<string, TreeEntry> {
  const tree = new Map<string, TreeEntry>();
  for (const [path, content] of Object.entries(files)) {
    const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
    tree.set(path, { oid: gitBlobOid(bytes), mode: '100644', bytes });
  }
  return tree;
}
