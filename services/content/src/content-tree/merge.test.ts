import { MemoryBodies, T0, cloneSnapshot, edit, file, page, plain, sha256, snapshot } from '../../test/content-tree-fixtures';
import type { PageEntry, ReusableContentEntry, Snapshot } from './entries';
import { mergeSnapshots, type MergeConflict, type MergeOutcome } from './merge';

const bodies = new MemoryBodies();

const paragraphs = (...texts: string[]) => `${texts.join('\n\n')}\n`;
const B1 = bodies.put(paragraphs('# Install', 'Run the installer.', 'Then restart.', 'Done.'));
const B2 = bodies.put('Second page.\n');

/*
 * g1 (group "Guides")
 *   d1 (body B1)
 *     d3
 *   d2 (body B2)
 *   l1 (link)
 * top
 * files: f1, f2
 */
const base: Snapshot = snapshot(
  [
    page('g1', { kind: 'group', title: 'Guides', slug: 'guides', position: 'a0' }),
    page('d1', { parentId: 'g1', position: 'a0', bodyHash: B1, title: 'Install', slug: 'install' }),
    page('d3', { parentId: 'd1', position: 'a0' }),
    page('d2', { parentId: 'g1', position: 'a1', bodyHash: B2 }),
    page('l1', { kind: 'link', parentId: 'g1', position: 'a2', target: { kind: 'url', url: 'https://a.example' } }),
    page('top', { position: 'a1' }),
  ],
  [file('f1'), file('f2')],
);

type Expect =
  | { pages?: Record<string, Partial<PageEntry> | null>; files?: Record<string, object | null> }
  | { conflicts: Array<[MergeConflict['kind'], string, MergeConflict['reason'], string[]?]> };

type Case = [name: string, ours: Snapshot, theirs: Snapshot, expected: Expect];

const merged = (outcome: MergeOutcome): Snapshot => {
  if (outcome.kind !== 'merged') throw new Error(`expected a merge, got ${JSON.stringify(outcome.conflicts)}`);
  return outcome.snapshot;
};

const check = async (ours: Snapshot, theirs: Snapshot, expected: Expect) => {
  const outcome = await mergeSnapshots({ base, ours, theirs, loadBodies: bodies.load });
  if ('conflicts' in expected) {
    expect(outcome.kind).toBe('conflicts');
    const got = outcome.kind === 'conflicts' ? outcome.conflicts : [];
    expect(got.map((c) => [c.kind, c.id, c.reason, ...(c.fields ? [c.fields] : [])])).toEqual(expected.conflicts);
    return;
  }
  const result = merged(outcome);
  for (const [id, want] of Object.entries(expected.pages ?? {})) {
    if (want === null) expect(result.pages.has(id)).toBe(false);
    else expect(result.pages.get(id)).toMatchObject(want);
  }
  for (const [id, want] of Object.entries(expected.files ?? {})) {
    if (want === null) expect(result.files.has(id)).toBe(false);
    else expect(result.files.get(id)).toMatchObject(want);
  }
};

describe('mergeSnapshots: pages per id', () => {
  const cases: Case[] = [
    ['nothing changed', base, base, { pages: { d1: { title: 'Install' } } }],
    ['added on ours', edit(base, { pages: [page('n1', { parentId: 'd2' })] }), base, { pages: { n1: { parentId: 'd2' } } }],
    ['added on theirs', base, edit(base, { pages: [page('n1', { parentId: 'g1', position: 'a3' })] }), { pages: { n1: {} } }],
    [
      'added on both sides (different ids)',
      edit(base, { pages: [page('n1')] }),
      edit(base, { pages: [page('n2')] }),
      { pages: { n1: {}, n2: {} } },
    ],
    [
      'added on both sides with the same id, identically',
      edit(base, { pages: [page('n1', { title: 'Same' })] }),
      edit(base, { pages: [page('n1', { title: 'Same' })] }),
      { pages: { n1: { title: 'Same' } } },
    ],
    [
      'added on both sides with the same id, differently',
      edit(base, { pages: [page('n1', { title: 'Mine', slug: 'mine' })] }),
      edit(base, { pages: [page('n1', { title: 'Yours', slug: 'yours' })] }),
      { conflicts: [['page', 'n1', 'renamed', ['title', 'slug']]] },
    ],
    ['deleted on ours, unchanged on theirs', edit(base, { removePages: ['top'] }), base, { pages: { top: null } }],
    ['deleted on theirs, unchanged on ours', base, edit(base, { removePages: ['top'] }), { pages: { top: null } }],
    ['deleted on both', edit(base, { removePages: ['top'] }), edit(base, { removePages: ['top'] }), { pages: { top: null } }],
    [
      'deleted on ours, renamed on theirs',
      edit(base, { removePages: ['top'] }),
      edit(base, { pages: [['top', { title: 'Top!' }]] }),
      { conflicts: [['page', 'top', 'deleted-and-edited']] },
    ],
    [
      'deleted subtree on theirs, child edited on ours',
      edit(base, { pages: [['d3', { emoji: '1f600' }]] }),
      edit(base, { removePages: ['d1', 'd3'] }),
      // Kept, d3 would also lack its parent: both are reported.
      {
        conflicts: [
          ['page', 'd3', 'deleted-and-edited'],
          ['page', 'd3', 'orphan'],
        ],
      },
    ],
    [
      'renamed on ours, emoji on theirs',
      edit(base, { pages: [['d2', { title: 'Two', slug: 'two' }]] }),
      edit(base, { pages: [['d2', { emoji: '1f4da' }]] }),
      { pages: { d2: { title: 'Two', slug: 'two', emoji: '1f4da' } } },
    ],
    [
      'renamed identically on both',
      edit(base, { pages: [['d2', { title: 'Two', slug: 'two' }]] }),
      edit(base, { pages: [['d2', { title: 'Two', slug: 'two', updatedAt: '2024-02-01T00:00:00.000Z' }]] }),
      { pages: { d2: { title: 'Two', slug: 'two', updatedAt: '2024-02-01T00:00:00.000Z' } } },
    ],
    [
      'renamed differently on both',
      edit(base, { pages: [['d2', { title: 'Two', slug: 'two' }]] }),
      edit(base, { pages: [['d2', { title: 'Deux', slug: 'deux' }]] }),
      { conflicts: [['page', 'd2', 'renamed', ['title', 'slug']]] },
    ],
    [
      'slug follows the title winner (theirs renamed, ours set a custom slug)',
      edit(base, { pages: [['d2', { slug: 'custom' }]] }),
      edit(base, { pages: [['d2', { title: 'Two', slug: 'two' }]] }),
      { pages: { d2: { title: 'Two', slug: 'two' } } },
    ],
    [
      'slug changed on one side only is kept',
      edit(base, { pages: [['d2', { slug: 'custom' }]] }),
      edit(base, { pages: [['d2', { emoji: '1f600' }]] }),
      { pages: { d2: { slug: 'custom', emoji: '1f600' } } },
    ],
    [
      'slug changed differently with no title change',
      edit(base, { pages: [['d2', { slug: 'one' }]] }),
      edit(base, { pages: [['d2', { slug: 'other' }]] }),
      { conflicts: [['page', 'd2', 'renamed', ['slug']]] },
    ],
    [
      'moved on ours',
      edit(base, { pages: [['top', { parentId: 'd2', position: 'a0' }]] }),
      base,
      { pages: { top: { parentId: 'd2', position: 'a0' } } },
    ],
    [
      'moved on ours, renamed on theirs',
      edit(base, { pages: [['top', { parentId: 'd2', position: 'a0' }]] }),
      edit(base, { pages: [['top', { title: 'Top!' }]] }),
      { pages: { top: { parentId: 'd2', position: 'a0', title: 'Top!' } } },
    ],
    [
      'moved to different parents on both',
      edit(base, { pages: [['top', { parentId: 'd2', position: 'a0' }]] }),
      edit(base, { pages: [['top', { parentId: 'd3', position: 'Zz' }]] }),
      { conflicts: [['page', 'top', 'moved', ['parentId', 'position']]] },
    ],
    [
      'moved to the same parent on both, different positions: theirs',
      edit(base, { pages: [['top', { parentId: 'd2', position: 'a0' }]] }),
      edit(base, { pages: [['top', { parentId: 'd2', position: 'a5' }]] }),
      { pages: { top: { parentId: 'd2', position: 'a5' } } },
    ],
    [
      'reordered on both sides within the same parent: theirs',
      edit(base, { pages: [['d2', { position: 'Zz' }]] }),
      edit(base, { pages: [['d2', { position: 'a3' }]] }),
      { pages: { d2: { parentId: 'g1', position: 'a3' } } },
    ],
    [
      'reordered on theirs only',
      edit(base, { pages: [['d2', { emoji: '1f600' }]] }),
      edit(base, { pages: [['d2', { position: 'a3' }]] }),
      { pages: { d2: { position: 'a3', emoji: '1f600' } } },
    ],
    [
      'moved on ours, reordered within the old parent on theirs: the move wins with its position',
      edit(base, { pages: [['d2', { parentId: 'top', position: 'a0' }]] }),
      edit(base, { pages: [['d2', { position: 'Zz' }]] }),
      { pages: { d2: { parentId: 'top', position: 'a0' } } },
    ],
    [
      'emoji changed differently on both',
      edit(base, { pages: [['top', { emoji: '1f600' }]] }),
      edit(base, { pages: [['top', { emoji: '1f601' }]] }),
      { conflicts: [['page', 'top', 'property', ['emoji']]] },
    ],
    [
      'icon, description and hidden from different sides',
      edit(base, { pages: [['top', { icon: 'book', hidden: true }]] }),
      edit(base, { pages: [['top', { description: 'About' }]] }),
      { pages: { top: { icon: 'book', hidden: true, description: 'About' } } },
    ],
    [
      'description changed differently on both',
      edit(base, { pages: [['top', { description: 'A' }]] }),
      edit(base, { pages: [['top', { description: 'B', hidden: true }]] }),
      { conflicts: [['page', 'top', 'property', ['description']]] },
    ],
    [
      'layout members changed on different sides merge',
      edit(base, { pages: [['top', { layout: { width: 'wide' } }]] }),
      edit(base, { pages: [['top', { layout: { outline: false } }]] }),
      { pages: { top: { layout: { width: 'wide', outline: false } } } },
    ],
    [
      'the same layout member changed differently',
      edit(base, { pages: [['top', { layout: { width: 'wide', cover: true } }]] }),
      edit(base, { pages: [['top', { layout: { width: 'default' } }]] }),
      { conflicts: [['page', 'top', 'property', ['layout.width']]] },
    ],
    [
      'link target changed differently',
      edit(base, { pages: [['l1', { target: { kind: 'url', url: 'https://b.example' } }]] }),
      edit(base, { pages: [['l1', { target: { kind: 'page', page: 'd2' } }]] }),
      { conflicts: [['page', 'l1', 'property', ['target']]] },
    ],
    [
      'link target changed on one side, title on the other',
      edit(base, { pages: [['l1', { target: { kind: 'url', url: 'https://b.example' } }]] }),
      edit(base, { pages: [['l1', { title: 'Elsewhere' }]] }),
      { pages: { l1: { title: 'Elsewhere', target: { kind: 'url', url: 'https://b.example' } } } },
    ],
    [
      'git metadata changed differently',
      edit(base, { pages: [['top', { git: { oid: 'a', path: 'top.md' } }]] }),
      edit(base, { pages: [['top', { git: { oid: 'b', path: 'top.md' } }]] }),
      { conflicts: [['page', 'top', 'property', ['git']]] },
    ],
    [
      'updatedAt takes the later time',
      edit(base, { pages: [['top', { emoji: '1f600', updatedAt: '2024-03-01T00:00:00.000Z' }]] }),
      edit(base, { pages: [['top', { icon: 'x', updatedAt: '2024-02-01T00:00:00.000Z' }]] }),
      { pages: { top: { emoji: '1f600', icon: 'x', updatedAt: '2024-03-01T00:00:00.000Z' } } },
    ],
    [
      'kind changed differently on both',
      edit(base, { pages: [['top', { kind: 'group' }]] }),
      edit(base, { pages: [['top', { kind: 'link', target: { kind: 'url', url: 'https://x' } }]] }),
      { conflicts: [['page', 'top', 'property', ['kind']]] },
    ],
    [
      'createdAt changed on both keeps the earlier one',
      edit(base, { pages: [['top', { createdAt: '2023-06-01T00:00:00.000Z', emoji: 'x' }]] }),
      edit(base, { pages: [['top', { createdAt: '2023-01-01T00:00:00.000Z', icon: 'y' }]] }),
      { pages: { top: { createdAt: '2023-01-01T00:00:00.000Z', emoji: 'x', icon: 'y' } } },
    ],
    [
      'several conflicts on one page are listed by reason',
      edit(base, { pages: [['top', { title: 'A', slug: 'a', emoji: '1f600', parentId: 'd2' }]] }),
      edit(base, { pages: [['top', { title: 'B', slug: 'b', emoji: '1f601', parentId: 'd3' }]] }),
      {
        conflicts: [
          ['page', 'top', 'moved', ['parentId']],
          ['page', 'top', 'property', ['emoji']],
          ['page', 'top', 'renamed', ['title', 'slug']],
        ],
      },
    ],
  ];

  test.each(cases)('%s', async (_name, ours, theirs, expected) => {
    await check(ours, theirs, expected);
  });
});

test('a conflict is titled the same whichever side is ours: the agreed title, else the ancestor\'s', async () => {
  const ours = edit(base, { pages: [['d2', { title: 'Two', slug: 'two' }], ['top', { title: 'Same', emoji: 'a' }]] });
  const theirs = edit(base, { pages: [['d2', { title: 'Deux', slug: 'deux' }], ['top', { title: 'Same', emoji: 'b' }]] });
  for (const [o, t] of [
    [ours, theirs],
    [theirs, ours],
  ]) {
    const outcome = await mergeSnapshots({ base, ours: o, theirs: t, loadBodies: bodies.load });
    expect(outcome.kind === 'conflicts' && outcome.conflicts.map((c) => [c.id, c.title])).toEqual([
      ['d2', 'd2'],
      ['top', 'Same'],
    ]);
  }
});

describe('mergeSnapshots: the merged tree', () => {
  const cases: Case[] = [
    [
      'a page added under a page the other side deleted is an orphan',
      edit(base, { removePages: ['d1', 'd3'] }),
      edit(base, { pages: [page('n1', { parentId: 'd1' })] }),
      { conflicts: [['page', 'n1', 'orphan']] },
    ],
    [
      'a page moved under a page the other side deleted is an orphan',
      edit(base, { pages: [['top', { parentId: 'd2' }]] }),
      edit(base, { removePages: ['d2'] }),
      { conflicts: [['page', 'top', 'orphan']] },
    ],
    [
      'moves on both sides that make a loop',
      edit(base, { pages: [['d1', { parentId: 'd2' }]] }),
      edit(base, { pages: [['d2', { parentId: 'd3' }]] }),
      {
        conflicts: [
          ['page', 'd1', 'cycle'],
          ['page', 'd2', 'cycle'],
          ['page', 'd3', 'cycle'],
        ],
      },
    ],
    [
      'a page moved under a page the other side turned into a link',
      edit(base, { pages: [['top', { parentId: 'd2' }]] }),
      edit(base, { pages: [['d2', { kind: 'link', bodyHash: undefined, target: { kind: 'url', url: 'https://c' } }]] }),
      { conflicts: [['page', 'top', 'invalid-parent']] },
    ],
    [
      'a page turned into a group on one side, moved under a document on the other',
      edit(base, { pages: [['top', { kind: 'group' }]] }),
      edit(base, { pages: [['top', { parentId: 'd2' }]] }),
      { conflicts: [['page', 'top', 'invalid-parent']] },
    ],
    [
      'a conflicting move is not also reported as a tree problem',
      edit(base, { pages: [['d1', { parentId: 'd2' }]] }),
      edit(base, { pages: [['d1', { parentId: 'top' }], ['d2', { parentId: 'd3' }]] }),
      { conflicts: [['page', 'd1', 'moved', ['parentId']]] },
    ],
    [
      'a page added on one side under a page deleted-and-edited is not an orphan yet',
      edit(base, { pages: [['top', { title: 'Top!' }], page('n1', { parentId: 'top' })] }),
      edit(base, { removePages: ['top'] }),
      { conflicts: [['page', 'top', 'deleted-and-edited']] },
    ],
    [
      'independent moves that keep the tree valid',
      edit(base, { pages: [['top', { parentId: 'd3' }]] }),
      edit(base, { pages: [['d2', { parentId: 'd1', position: 'a1' }]] }),
      { pages: { top: { parentId: 'd3' }, d2: { parentId: 'd1' } } },
    ],
  ];

  test.each(cases)('%s', async (_name, ours, theirs, expected) => {
    await check(ours, theirs, expected);
  });

  test('conflicts of all kinds are listed together, pages first, then by id and reason', async () => {
    const ours = edit(base, {
      pages: [['top', { emoji: 'x' }], page('n1', { parentId: 'd1' })],
      files: [['f2', { name: 'a.png' }]],
      removeFiles: ['f1'],
    });
    const theirs = edit(base, {
      pages: [['top', { emoji: 'y' }]],
      removePages: ['d1', 'd3'],
      files: [['f1', { name: 'b.png' }], ['f2', { name: 'c.png' }]],
    });
    const outcome = await mergeSnapshots({ base, ours, theirs, loadBodies: bodies.load });
    expect(outcome).toEqual({
      kind: 'conflicts',
      conflicts: [
        { kind: 'page', id: 'n1', title: 'n1', reason: 'orphan' },
        { kind: 'page', id: 'top', title: 'top', reason: 'property', fields: ['emoji'] },
        { kind: 'file', id: 'f1', title: 'b.png', reason: 'deleted-and-edited' },
        { kind: 'file', id: 'f2', title: 'f2.png', reason: 'renamed', fields: ['name'] },
      ],
    });
  });
});

describe('mergeSnapshots: page bodies', () => {
  const withBody = (text: string) => edit(base, { pages: [['d1', { bodyHash: bodies.put(text) }]] });

  test('edits in different paragraphs merge cleanly into a new body', async () => {
    const ours = withBody(paragraphs('# Install', 'Run the installer as root.', 'Then restart.', 'Done.'));
    const theirs = withBody(paragraphs('# Install', 'Run the installer.', 'Then restart.', 'Done!'));
    const store = new MemoryBodies();
    for (const [h, t] of bodies.texts) store.texts.set(h, t);
    const outcome = await mergeSnapshots({ base, ours, theirs, loadBodies: store.load });
    const result = merged(outcome);
    const text = paragraphs('# Install', 'Run the installer as root.', 'Then restart.', 'Done!');
    expect(result.pages.get('d1')?.bodyHash).toBe(sha256(text));
    expect(outcome.kind === 'merged' && [...outcome.newBodies]).toEqual([[sha256(text), text]]);
    expect(store.calls).toHaveLength(1);
    expect(new Set(store.calls[0])).toEqual(
      new Set([B1, ours.pages.get('d1')?.bodyHash, theirs.pages.get('d1')?.bodyHash]),
    );
  });

  test('edits of the same line conflict', async () => {
    await check(
      withBody(paragraphs('# Install', 'Run the setup.', 'Then restart.', 'Done.')),
      withBody(paragraphs('# Install', 'Run the wizard.', 'Then restart.', 'Done.')),
      { conflicts: [['page', 'd1', 'content', ['bodyHash']]] },
    );
  });

  test('insertions at the same place conflict', async () => {
    await check(
      withBody(paragraphs('# Install', 'Run the installer.', 'A', 'Then restart.', 'Done.')),
      withBody(paragraphs('# Install', 'Run the installer.', 'B', 'Then restart.', 'Done.')),
      { conflicts: [['page', 'd1', 'content', ['bodyHash']]] },
    );
  });

  test('the same edit on both sides needs no body', async () => {
    const store = new MemoryBodies();
    const text = paragraphs('# Install', 'Changed.');
    const outcome = await mergeSnapshots({ base, ours: withBody(text), theirs: withBody(text), loadBodies: store.load });
    expect(merged(outcome).pages.get('d1')?.bodyHash).toBe(sha256(text));
    expect(store.calls).toEqual([]);
  });

  test('a body edited on one side only is taken without loading bodies', async () => {
    const store = new MemoryBodies();
    const ours = withBody('New text\n');
    const theirs = edit(base, { pages: [['d1', { title: 'Setup', slug: 'setup' }]] });
    const outcome = await mergeSnapshots({ base, ours, theirs, loadBodies: store.load });
    expect(merged(outcome).pages.get('d1')).toMatchObject({ bodyHash: sha256('New text\n'), title: 'Setup' });
    expect(store.calls).toEqual([]);
  });

  test('bodies of several pages are loaded in one call', async () => {
    const store = new MemoryBodies();
    for (const [h, t] of bodies.texts) store.texts.set(h, t);
    const b2 = (text: string) => bodies.put(text) && store.put(text);
    const ours = edit(base, {
      pages: [
        ['d1', { bodyHash: b2(paragraphs('# Install!', 'Run the installer.', 'Then restart.', 'Done.')) }],
        ['d2', { bodyHash: b2('Intro\n\nSecond page.\n') }],
      ],
    });
    const theirs = edit(base, {
      pages: [
        ['d1', { bodyHash: b2(paragraphs('# Install', 'Run the installer.', 'Then restart.', 'Finished.')) }],
        ['d2', { bodyHash: b2('Second page.\n\nOutro\n') }],
      ],
    });
    const outcome = await mergeSnapshots({ base, ours, theirs, loadBodies: store.load });
    const result = merged(outcome);
    expect(store.calls).toHaveLength(1);
    expect(store.calls[0]).toHaveLength(6);
    expect(outcome.kind === 'merged' && outcome.newBodies.get(result.pages.get('d2')?.bodyHash ?? '')).toBe(
      'Intro\n\nSecond page.\n\nOutro\n',
    );
  });

  test('a body edited on one side while the other side removed it conflicts', async () => {
    await check(
      withBody('Edited\n'),
      edit(base, { pages: [['d1', { kind: 'link', bodyHash: undefined, target: { kind: 'url', url: 'https://x' } }]] }),
      // d3 stays under d1, now a link.
      {
        conflicts: [
          ['page', 'd1', 'content', ['bodyHash']],
          ['page', 'd3', 'invalid-parent'],
        ],
      },
    );
  });

  test('a page added on both sides with different bodies is merged against an empty body', async () => {
    const store = new MemoryBodies();
    const ours = edit(base, { pages: [page('n1', { bodyHash: store.put('A\n') })] });
    const theirs = edit(base, { pages: [page('n1', { bodyHash: store.put('B\n') })] });
    await expect(mergeSnapshots({ base, ours, theirs, loadBodies: store.load })).resolves.toEqual({
      kind: 'conflicts',
      conflicts: [{ kind: 'page', id: 'n1', title: 'n1', reason: 'content', fields: ['bodyHash'] }],
    });
  });

  test('a body the store does not return is an error, not a conflict', async () => {
    const ours = edit(base, { pages: [['d2', { bodyHash: sha256('x') }]] });
    const theirs = edit(base, { pages: [['d2', { bodyHash: sha256('y') }]] });
    await expect(mergeSnapshots({ base, ours, theirs, loadBodies: async () => new Map() })).rejects.toThrow(
      /was not loaded/,
    );
  });
});

describe('mergeSnapshots: files', () => {
  const content = { contentType: 'image/jpeg', blobHash: sha256('jpeg'), size: 20, width: 4, height: 3 };
  const cases: Case[] = [
    [
      'renamed on ours, new bytes on theirs',
      edit(base, { files: [['f1', { name: 'logo.png' }]] }),
      edit(base, { files: [['f1', content]] }),
      { files: { f1: { name: 'logo.png', ...content } } },
    ],
    [
      'renamed differently on both',
      edit(base, { files: [['f1', { name: 'a.png' }]] }),
      edit(base, { files: [['f1', { name: 'b.png' }]] }),
      { conflicts: [['file', 'f1', 'renamed', ['name']]] },
    ],
    [
      'new bytes on both sides',
      edit(base, { files: [['f1', content]] }),
      edit(base, { files: [['f1', { blobHash: sha256('other'), size: 20 }]] }),
      { conflicts: [['file', 'f1', 'content', ['contentType', 'blobHash', 'width', 'height']]] },
    ],
    [
      'the same new bytes on both sides',
      edit(base, { files: [['f1', content]] }),
      edit(base, { files: [['f1', { ...content, name: 'photo.jpg' }]] }),
      { files: { f1: { ...content, name: 'photo.jpg' } } },
    ],
    ['deleted on ours', edit(base, { removeFiles: ['f1'] }), base, { files: { f1: null, f2: {} } }],
    [
      'deleted on ours, renamed on theirs',
      edit(base, { removeFiles: ['f1'] }),
      edit(base, { files: [['f1', { name: 'x.png' }]] }),
      { conflicts: [['file', 'f1', 'deleted-and-edited']] },
    ],
    [
      'added on both sides',
      edit(base, { files: [file('f3')] }),
      edit(base, { files: [file('f4')] }),
      { files: { f3: {}, f4: {} } },
    ],
    [
      'git metadata on one side, name on the other',
      edit(base, { files: [['f1', { git: { oid: 'o', path: 'a.png' } }]] }),
      edit(base, { files: [['f1', { name: 'renamed.png' }]] }),
      { files: { f1: { git: { oid: 'o', path: 'a.png' }, name: 'renamed.png' } } },
    ],
  ];

  test.each(cases)('%s', async (_name, ours, theirs, expected) => {
    await check(ours, theirs, expected);
  });

  test('added on both sides with the same id: createdAt takes the earlier time', async () => {
    const ours = edit(base, { files: [file('f3', { createdAt: '2024-05-01T00:00:00.000Z' })] });
    const theirs = edit(base, { files: [file('f3', { createdAt: T0 })] });
    const result = merged(await mergeSnapshots({ base, ours, theirs, loadBodies: bodies.load }));
    expect(result.files.get('f3')?.createdAt).toBe(T0);
  });
});

describe('mergeSnapshots: entries without shared objects', () => {
  test('field comparison finds the same changes as identity', async () => {
    const ours = edit(base, { pages: [['top', { title: 'Top!', slug: 'top-2' }]] });
    const theirs = edit(base, { pages: [['d2', { emoji: '1f600' }]] });
    const shared = merged(await mergeSnapshots({ base, ours, theirs, loadBodies: bodies.load }));
    const copied = merged(
      await mergeSnapshots({
        base: cloneSnapshot(base),
        ours: cloneSnapshot(ours),
        theirs: cloneSnapshot(theirs),
        loadBodies: bodies.load,
      }),
    );
    expect(plain(copied)).toEqual(plain(shared));
  });
});

describe('mergeSnapshots: reusable contents', () => {
  const R1 = bodies.put(paragraphs('Write to support.', 'We answer within a day.'));
  const reusable = (id: string, fields: Partial<ReusableContentEntry> = {}): ReusableContentEntry => ({ id, title: id, createdAt: T0, updatedAt: T0, ...fields });
  const withReusable = (entries: ReusableContentEntry[]): Snapshot => ({ ...base, reusableContents: new Map(entries.map((entry) => [entry.id, entry])) });
  const r1 = reusable('r1', { title: 'Support', bodyHash: R1 });
  const ancestor = withReusable([r1, reusable('r2')]);
  const run = (ours: Snapshot, theirs: Snapshot) => mergeSnapshots({ base: ancestor, ours, theirs, loadBodies: bodies.load });

  it('takes each side\'s additions, deletions and renames, and merges bodies line by line', async () => {
    const oursBody = bodies.put(paragraphs('Mail support.', 'We answer within a day.'));
    const theirsBody = bodies.put(paragraphs('Write to support.', 'We answer within an hour.'));
    const ours = withReusable([{ ...r1, bodyHash: oursBody, updatedAt: '2026-01-02T00:00:00.000Z' }, reusable('r3')]);
    const theirs = withReusable([{ ...r1, title: 'Help', bodyHash: theirsBody }]);
    const outcome = await run(ours, theirs);
    const snapshot = merged(outcome);
    expect([...(snapshot.reusableContents?.keys() ?? [])].sort()).toEqual(['r1', 'r3']);
    const entry = snapshot.reusableContents?.get('r1') as ReusableContentEntry;
    expect(entry).toMatchObject({ title: 'Help', updatedAt: '2026-01-02T00:00:00.000Z' });
    expect(outcome.kind === 'merged' && outcome.newBodies.get(entry.bodyHash as string)).toBe(paragraphs('Mail support.', 'We answer within an hour.'));
  });

  it('reports overlapping body edits, renames both ways and deleted-and-edited as reusable-content conflicts', async () => {
    const ours = withReusable([{ ...r1, title: 'A', bodyHash: bodies.put('One.\n') }]);
    const theirs = withReusable([{ ...r1, title: 'B', bodyHash: bodies.put('Two.\n') }, reusable('r2', { title: 'Edited' })]);
    const outcome = await mergeSnapshots({ base: ancestor, ours: { ...ours, reusableContents: new Map([...(ours.reusableContents ?? [])]) }, theirs, loadBodies: bodies.load });
    expect(outcome.kind === 'conflicts' && outcome.conflicts.map((c) => [c.kind, c.id, c.reason])).toEqual([
      ['reusable-content', 'r1', 'content'],
      ['reusable-content', 'r1', 'renamed'],
      ['reusable-content', 'r2', 'deleted-and-edited'],
    ]);
  });

  it('leaves reusable contents out when a side has none to say (snapshots of pages and files only)', async () => {
    const outcome = await mergeSnapshots({ base: ancestor, ours: base, theirs: ancestor, loadBodies: bodies.load });
    expect(merged(outcome).reusableContents).toBeUndefined();
  });
});
