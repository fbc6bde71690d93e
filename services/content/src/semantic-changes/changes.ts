import type { FileEntry, PageEntry } from '../content-tree/entries';
import { jsonEqual } from '../content-tree/equality';
import { changedPageFields, PAGE_FIELDS, type PageField } from '../content-tree/page-fields';
import type { RevisionDelta } from '../revision-store/store';

/**
 * What changed between two revisions, entry by entry, before any presentation: classified
 * from the same delta the merge plan applies (deltaBetweenRevisions) with the same table of
 * page fields the merge resolves and names conflicts with (PAGE_FIELDS), so what a reviewer
 * is shown is what a merge would do.
 */
export type PageChange =
  | { type: 'page_created'; after: PageEntry }
  | { type: 'page_deleted'; before: PageEntry }
  | { type: 'page_moved'; before: PageEntry; after: PageEntry }
  | { type: 'page_edited'; before: PageEntry; after: PageEntry; fields: PageField[] };

export type FileChange =
  | { type: 'file_created'; after: FileEntry }
  | { type: 'file_deleted'; before: FileEntry }
  | { type: 'file_edited'; before: FileEntry; after: FileEntry };

/** GitBook "RevisionReusableContent" (`{id, title, document?}`) of an entry of the revision column. */
export type ReusableContentItem = { id: string; title: string; document?: string };

export type ReusableContentChange =
  | { type: 'reusable_content_created'; after: ReusableContentItem }
  | { type: 'reusable_content_deleted'; before: ReusableContentItem }
  | { type: 'reusable_content_edited'; before: ReusableContentItem; after: ReusableContentItem };

export type VariablesChange = { type: 'variables_edited'; variables: Record<string, { before?: unknown; after?: unknown }> };

/** Page fields a page_edited can show (GitBook's page change attributes); others (git, times, icon, hidden) make none. */
const EDIT_FIELDS = new Set<PageField>(['kind', 'title', 'slug', 'emoji', 'description', 'layout', 'target', 'bodyHash']);

/** The page changes of a delta: one per created or deleted page, a moved and/or an edited one per changed page. */
export function pageChangesOf(delta: RevisionDelta['pages']): PageChange[] {
  const changes: PageChange[] = [];
  for (const after of delta.changes.put ?? []) {
    const before = delta.before.get(after.id);
    if (!before) {
      changes.push({ type: 'page_created', after });
      continue;
    }
    const fields = changedPageFields(before, after);
    if (fields.some((field) => PAGE_FIELDS[field].class === 'moved')) changes.push({ type: 'page_moved', before, after });
    const edited = fields.filter((field) => EDIT_FIELDS.has(field));
    if (edited.length > 0) changes.push({ type: 'page_edited', before, after, fields: edited });
  }
  for (const id of delta.changes.remove ?? []) {
    const before = delta.before.get(id);
    if (before) changes.push({ type: 'page_deleted', before });
  }
  return changes;
}

/** The file changes of a delta; a file whose name and bytes are unchanged (Git metadata only) makes none. */
export function fileChangesOf(delta: RevisionDelta['files']): FileChange[] {
  const changes: FileChange[] = [];
  for (const after of delta.changes.put ?? []) {
    const before = delta.before.get(after.id);
    if (!before) changes.push({ type: 'file_created', after });
    else if (
      before.name !== after.name ||
      before.blobHash !== after.blobHash ||
      before.contentType !== after.contentType ||
      before.size !== after.size ||
      before.width !== after.width ||
      before.height !== after.height
    ) {
      changes.push({ type: 'file_edited', before, after });
    }
  }
  for (const id of delta.changes.remove ?? []) {
    const before = delta.before.get(id);
    if (before) changes.push({ type: 'file_deleted', before });
  }
  return changes;
}

const reusableContentsOf = (column: unknown): Map<string, ReusableContentItem> => {
  const items = new Map<string, ReusableContentItem>();
  if (!Array.isArray(column)) return items;
  for (const item of column) {
    if (typeof item !== 'object' || item === null) continue;
    // Stored entries (revision-store reusableContentsOf) name their body `bodyHash`, the id of
    // their document (`document` as presented).
    const { id, title, bodyHash } = item as Record<string, unknown>;
    if (typeof id !== 'string') continue;
    items.set(id, { id, title: typeof title === 'string' ? title : '', ...(typeof bodyHash === 'string' && { document: bodyHash }) });
  }
  return items;
};

/** Reusable contents created, deleted or edited (title or document) between two revisions' columns, by id. */
export function reusableContentChangesOf(beforeColumn: unknown, afterColumn: unknown): ReusableContentChange[] {
  const before = reusableContentsOf(beforeColumn);
  const after = reusableContentsOf(afterColumn);
  const changes: ReusableContentChange[] = [];
  for (const [id, item] of [...after].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const previous = before.get(id);
    if (!previous) changes.push({ type: 'reusable_content_created', after: item });
    else if (previous.title !== item.title || previous.document !== item.document) changes.push({ type: 'reusable_content_edited', before: previous, after: item });
  }
  for (const [id, item] of [...before].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (!after.has(id)) changes.push({ type: 'reusable_content_deleted', before: item });
  }
  return changes;
}

const variablesOf = (column: unknown): Record<string, unknown> =>
  typeof column === 'object' && column !== null && !Array.isArray(column) ? (column as Record<string, unknown>) : {};

/** One variables_edited naming every variable added, removed or changed; none when they are equal. */
export function variablesChangeOf(beforeColumn: unknown, afterColumn: unknown): VariablesChange | undefined {
  const before = variablesOf(beforeColumn);
  const after = variablesOf(afterColumn);
  const variables: VariablesChange['variables'] = {};
  for (const name of [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()) {
    if (jsonEqual(before[name], after[name])) continue;
    variables[name] = { ...(before[name] !== undefined && { before: before[name] }), ...(after[name] !== undefined && { after: after[name] }) };
  }
  return Object.keys(variables).length > 0 ? { type: 'variables_edited', variables } : undefined;
}
