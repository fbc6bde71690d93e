import type { FileEntry, PageEntry } from '../content-tree/entries';
import { fileChangesOf, pageChangesOf, reusableContentChangesOf, variablesChangeOf } from './changes';
import { pageEditAttributes } from './presenter';

// The classification of a delta into semantic changes (no database).

const page = (id: string, fields: Partial<PageEntry> = {}): PageEntry => ({
  id,
  kind: 'document',
  parentId: null,
  position: 'a0',
  title: id,
  slug: id,
  bodyHash: 'h0',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});
const file = (id: string, fields: Partial<FileEntry> = {}): FileEntry => ({
  id,
  name: `${id}.png`,
  contentType: 'image/png',
  size: 10,
  blobHash: 'b0',
  width: 1,
  height: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});
const delta = <T extends { id: string }>(before: T[], put: T[], remove: string[] = []) => ({
  before: new Map(before.map((entry) => [entry.id, entry])),
  after: new Map(put.map((entry) => [entry.id, entry])),
  changes: { put, remove },
});

describe('pageChangesOf', () => {
  it('tells created, deleted, moved and edited pages apart; a page moved and edited makes both', () => {
    const changes = pageChangesOf(
      delta(
        [page('kept'), page('moved'), page('both'), page('gone')],
        [page('new'), page('moved', { parentId: 'kept' }), page('both', { position: 'b0', bodyHash: 'h1' })],
        ['gone'],
      ),
    );
    expect(changes.map((change) => `${change.type} ${'after' in change ? change.after.id : change.before.id}`)).toEqual([
      'page_created new',
      'page_moved moved',
      'page_moved both',
      'page_edited both',
      'page_deleted gone',
    ]);
  });

  it('makes no change of Git metadata, times, icon or visibility alone', () => {
    expect(pageChangesOf(delta([page('p')], [page('p', { git: { oid: 'x', path: 'p.md' }, updatedAt: '2026-02-01T00:00:00.000Z', icon: 'i', hidden: true })]))).toEqual([]);
  });
});

describe('pageEditAttributes', () => {
  it('shows the attributes of the kind of page, each side only when it has the value', () => {
    expect(pageEditAttributes(page('p'), page('p', { title: 'T', slug: 't', emoji: '1f600', bodyHash: 'h1' }), ['title', 'slug', 'emoji', 'bodyHash'])).toEqual({
      title: { before: 'p', after: 'T' },
      slug: { before: 'p', after: 't' },
      emoji: { after: '1f600' },
      document: { before: 'h0', after: 'h1' },
    });
    const link = (target: string) => page('l', { kind: 'link', bodyHash: undefined, target: { kind: 'url', url: target } });
    expect(pageEditAttributes(link('https://a.test'), link('https://b.test'), ['target'])).toEqual({
      target: { before: { kind: 'url', url: 'https://a.test' }, after: { kind: 'url', url: 'https://b.test' } },
    });
  });
});

describe('fileChangesOf', () => {
  it('makes file_edited of a new name or new bytes, nothing of Git metadata alone', () => {
    const changes = fileChangesOf(
      delta([file('renamed'), file('bytes'), file('git'), file('gone')], [file('renamed', { name: 'x.png' }), file('bytes', { blobHash: 'b1', size: 11 }), file('git', { git: { oid: 'o', path: 'p' } }), file('new')], ['gone']),
    );
    expect(changes.map((change) => `${change.type} ${'after' in change ? change.after.id : change.before.id}`)).toEqual([
      'file_edited renamed',
      'file_edited bytes',
      'file_created new',
      'file_deleted gone',
    ]);
  });
});

describe('reusable contents and variables', () => {
  it('compares reusable contents by id and variables by name', () => {
    // The column holds the revision store's entries: the body hash is the document's id.
    const changes = reusableContentChangesOf(
      [{ id: 'a', title: 'A' }, { id: 'b', title: 'B' }, { id: 'e', title: 'E', bodyHash: 'h1' }],
      [{ id: 'a', title: 'A2' }, { id: 'c', title: 'C', bodyHash: 'd' }, { id: 'e', title: 'E', bodyHash: 'h2' }],
    );
    expect(changes.map((c) => c.type)).toEqual(['reusable_content_edited', 'reusable_content_created', 'reusable_content_edited', 'reusable_content_deleted']);
    expect(changes[1]).toEqual({ type: 'reusable_content_created', after: { id: 'c', title: 'C', document: 'd' } });
    expect(changes[2]).toMatchObject({ before: { document: 'h1' }, after: { document: 'h2' } });
    expect(variablesChangeOf({ a: 1, b: 'x' }, { a: 2, c: true, b: 'x' })).toEqual({ type: 'variables_edited', variables: { a: { before: 1, after: 2 }, c: { after: true } } });
    expect(variablesChangeOf({ a: 1 }, { a: 1 })).toBeUndefined();
  });
});
