import type { PageEntry } from './entries';
import { gitEqual, jsonEqual } from './equality';

/**
 * What a change to one page field is: the merge's conflict reason for it (`moved`, `renamed`,
 * `content`, `property`; `time` never conflicts) and the semantic changes' kind of change
 * (`moved` makes a `page_moved`, the others but `time` a `page_edited`). One table for both,
 * so a merge and the changes a reviewer is shown agree on what each field change means.
 */
export type PageFieldClass = 'moved' | 'renamed' | 'content' | 'property' | 'time';

export type PageField = Exclude<keyof PageEntry, 'id'>;

type FieldRule = { class: PageFieldClass; equal: (a: unknown, b: unknown) => boolean };

const same = (a: unknown, b: unknown): boolean => a === b;

export const PAGE_FIELDS: Readonly<Record<PageField, FieldRule>> = {
  kind: { class: 'property', equal: same },
  parentId: { class: 'moved', equal: same },
  position: { class: 'moved', equal: same },
  title: { class: 'renamed', equal: same },
  slug: { class: 'renamed', equal: same },
  emoji: { class: 'property', equal: same },
  icon: { class: 'property', equal: same },
  description: { class: 'property', equal: same },
  hidden: { class: 'property', equal: same },
  sourceKey: { class: 'property', equal: same },
  layout: { class: 'property', equal: jsonEqual },
  target: { class: 'property', equal: jsonEqual },
  git: { class: 'property', equal: (a, b) => gitEqual(a as PageEntry['git'], b as PageEntry['git']) },
  bodyHash: { class: 'content', equal: same },
  // A computed page's source is what its pages are made of.
  computed: { class: 'content', equal: jsonEqual },
  computedBy: { class: 'property', equal: same },
  createdAt: { class: 'time', equal: same },
  updatedAt: { class: 'time', equal: same },
};

const FIELD_NAMES = Object.keys(PAGE_FIELDS) as PageField[];

/** The fields of a page that differ between two of its entries (none for the same object). */
export function changedPageFields(before: PageEntry, after: PageEntry): PageField[] {
  if (before === after) return [];
  return FIELD_NAMES.filter((field) => !PAGE_FIELDS[field].equal(before[field], after[field]));
}
