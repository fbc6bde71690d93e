/** Builders shared by the content-tree tests (src/content-tree/*.test.ts) and the cache budget's. */
import { createHash } from 'node:crypto';
import type { FileEntry, PageEntry, Snapshot } from '../src/content-tree/entries';
import type { LoadBodies } from '../src/content-tree/merge';

export const T0 = '2024-01-01T00:00:00.000Z';

export const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

export const page = (id: string, fields: Partial<PageEntry> = {}): PageEntry => ({
  id,
  kind: 'document',
  parentId: null,
  position: 'a0',
  title: id,
  slug: id,
  createdAt: T0,
  updatedAt: T0,
  ...fields,
});

export const file = (id: string, fields: Partial<FileEntry> = {}): FileEntry => ({
  id,
  name: `${id}.png`,
  contentType: 'image/png',
  size: 10,
  blobHash: sha256(id),
  createdAt: T0,
  ...fields,
});

export const snapshot = (pages: PageEntry[], files: FileEntry[] = []): Snapshot => ({
  pages: new Map(pages.map((p) => [p.id, p])),
  files: new Map(files.map((f) => [f.id, f])),
});

/**
 * A copy-on-write edit of a snapshot, as a revision write makes one: untouched entries stay
 * the same objects. `pages`/`files` entries are (id, fields) pairs merged onto the existing
 * entry, or whole new entries.
 */
export const edit = (
  from: Snapshot,
  changes: {
    pages?: Array<PageEntry | [string, Partial<PageEntry>]>;
    removePages?: string[];
    files?: Array<FileEntry | [string, Partial<FileEntry>]>;
    removeFiles?: string[];
  },
): Snapshot => {
  const pages = new Map(from.pages);
  const files = new Map(from.files);
  for (const change of changes.pages ?? []) {
    if (Array.isArray(change)) {
      const [id, fields] = change;
      const existing = pages.get(id);
      if (!existing) throw new Error(`no page ${id}`);
      pages.set(id, { ...existing, ...fields });
    } else pages.set(change.id, change);
  }
  for (const id of changes.removePages ?? []) pages.delete(id);
  for (const change of changes.files ?? []) {
    if (Array.isArray(change)) {
      const [id, fields] = change;
      const existing = files.get(id);
      if (!existing) throw new Error(`no file ${id}`);
      files.set(id, { ...existing, ...fields });
    } else files.set(change.id, change);
  }
  for (const id of changes.removeFiles ?? []) files.delete(id);
  return { pages, files };
};

/** An in-memory body store that counts `load` calls. */
export class MemoryBodies {
  readonly texts = new Map<string, string>();
  calls: string[][] = [];

  put(text: string): string {
    const hash = sha256(text);
    this.texts.set(hash, text);
    return hash;
  }

  readonly load: LoadBodies = async (hashes) => {
    this.calls.push(hashes);
    const out = new Map<string, string>();
    for (const hash of hashes) {
      const text = this.texts.get(hash);
      if (text !== undefined) out.set(hash, text);
    }
    return out;
  };
}

/** A snapshot as sorted plain data, for deep comparisons that ignore Map insertion order. */
export const plain = (s: Snapshot) => ({
  pages: [...s.pages.values()].sort((a, b) => (a.id < b.id ? -1 : 1)).map((p) => ({ ...p })),
  files: [...s.files.values()].sort((a, b) => (a.id < b.id ? -1 : 1)).map((f) => ({ ...f })),
});

/** Deep copy: same content, no shared entry objects (defeats the identity fast path). */
export const cloneSnapshot = (s: Snapshot): Snapshot => ({
  pages: new Map([...s.pages].map(([id, p]) => [id, structuredClone(p)])),
  files: new Map([...s.files].map(([id, f]) => [id, structuredClone(f)])),
});
