import fc from 'fast-check';
import { MemoryBodies, T0, cloneSnapshot, file, page, plain, sha256 } from '../../test/content-tree-fixtures';
import type { FileEntry, PageEntry, PageKind, Snapshot } from './entries';
import { mergeSnapshots, type MergeOutcome } from './merge';
import { descendantsOf, slugify, wouldCreateCycle } from './outline';
import { validatePageTree } from './validate';

/*
 * Random valid trees and random valid edits of them. Edits are copy-on-write, as revision
 * writes are: untouched entries stay shared with the ancestor.
 */

const store = new MemoryBodies();

const POSITIONS = ['a0', 'a1', 'a2', 'a3', 'Zz', 'a0V', 'b0'];
const TITLES = ['Intro', 'Guide', 'Setup', 'API', 'FAQ'];
const TIMES = ['2024-02-01T00:00:00.000Z', '2024-03-01T00:00:00.000Z', '2024-04-01T00:00:00.000Z'];

const bodyOf = (id: string) => [0, 1, 2, 3].map((k) => `Paragraph ${k} of ${id}.`).join('\n\n') + '\n';

type PageSpec = { kind: PageKind; parent: number; position: string; title: string };

const pageSpec = fc.record({
  kind: fc.constantFrom<PageKind>('document', 'document', 'document', 'group', 'link'),
  parent: fc.nat(20),
  position: fc.constantFrom(...POSITIONS),
  title: fc.constantFrom(...TITLES),
});

/** Pages that may take children: documents anywhere, groups (always top-level). */
const parentCandidates = (pages: ReadonlyMap<string, PageEntry>): Array<string | null> => [
  null,
  ...[...pages.values()].filter((p) => p.kind !== 'link').map((p) => p.id).sort(),
];

const newPage = (pages: ReadonlyMap<string, PageEntry>, id: string, spec: PageSpec): PageEntry => {
  const candidates = parentCandidates(pages);
  const parentId = spec.kind === 'group' ? null : candidates[spec.parent % candidates.length];
  return page(id, {
    kind: spec.kind,
    parentId,
    position: spec.position,
    title: spec.title,
    slug: slugify(spec.title),
    ...(spec.kind === 'document' ? { bodyHash: store.put(bodyOf(id)) } : {}),
    ...(spec.kind === 'link' ? { target: { kind: 'url', url: `https://example.com/${id}` } } : {}),
  });
};

const buildBase = (specs: PageSpec[], fileCount: number): Snapshot => {
  const pages = new Map<string, PageEntry>();
  specs.forEach((spec, i) => pages.set(`p${i}`, newPage(pages, `p${i}`, spec)));
  const files = new Map<string, FileEntry>();
  for (let i = 0; i < fileCount; i++) files.set(`f${i}`, file(`f${i}`));
  return { pages, files };
};

type Op =
  | { op: 'rename'; pick: number; title: string; at: string }
  | { op: 'move'; pick: number; parent: number; position: string; at: string }
  | { op: 'reorder'; pick: number; position: string; at: string }
  | { op: 'delete'; pick: number }
  | { op: 'add'; n: number; spec: PageSpec }
  | { op: 'body'; pick: number; paragraph: number; text: string; at: string }
  | { op: 'property'; pick: number; field: 'emoji' | 'hidden' | 'description'; value: number; at: string }
  | { op: 'layout'; pick: number; member: 'width' | 'outline'; value: number; at: string }
  | { op: 'fileRename'; pick: number; name: string }
  | { op: 'fileContent'; pick: number; blob: number }
  | { op: 'fileDelete'; pick: number }
  | { op: 'fileAdd'; n: number };

/** Small, so that both sides often touch the same entries. */
const pick = fc.nat(4);
const at = fc.constantFrom(...TIMES);
// Weighted towards edits of the same few pages on both sides, where the interesting rules are.
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ op: fc.constant('rename' as const), pick, title: fc.constantFrom(...TITLES, 'Other'), at }) },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('move' as const), pick, parent: fc.nat(20), position: fc.constantFrom(...POSITIONS), at }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('reorder' as const), pick, position: fc.constantFrom(...POSITIONS), at }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('delete' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('add' as const), n: fc.nat(3), spec: pageSpec }) },
  {
    weight: 5,
    arbitrary: fc.record({
      op: fc.constant('body' as const),
      pick,
      paragraph: fc.nat(3),
      text: fc.constantFrom('Changed.', 'Rewritten.', 'Line one.\nLine two.', ''),
      at,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('property' as const),
      pick,
      field: fc.constantFrom('emoji' as const, 'hidden' as const, 'description' as const),
      value: fc.nat(1),
      at,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('layout' as const),
      pick,
      member: fc.constantFrom('width' as const, 'outline' as const),
      value: fc.nat(1),
      at,
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('fileRename' as const), pick, name: fc.constantFrom('a.png', 'b.png') }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('fileContent' as const), pick, blob: fc.nat(1) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('fileDelete' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('fileAdd' as const), n: fc.nat(2) }) },
);

const pickId = <E>(entries: ReadonlyMap<string, E>, n: number, filter: (e: E) => boolean = () => true) => {
  const ids = [...entries].filter(([, e]) => filter(e)).map(([id]) => id).sort();
  return ids.length === 0 ? undefined : ids[n % ids.length];
};

const applyOps = (from: Snapshot, ops: Op[]): Snapshot => {
  const pages = new Map(from.pages);
  const files = new Map(from.files);
  const update = (id: string, fields: Partial<PageEntry>) => pages.set(id, { ...(pages.get(id) as PageEntry), ...fields });
  for (const o of ops) {
    switch (o.op) {
      case 'rename': {
        const id = pickId(pages, o.pick);
        if (id) update(id, { title: o.title, slug: slugify(o.title), updatedAt: o.at });
        break;
      }
      case 'move': {
        const id = pickId(pages, o.pick, (p) => p.kind !== 'group');
        if (!id) break;
        const snapshotNow = { pages, files };
        const candidates = parentCandidates(pages).filter((c) => !wouldCreateCycle(snapshotNow, id, c));
        update(id, { parentId: candidates[o.parent % candidates.length], position: o.position, updatedAt: o.at });
        break;
      }
      case 'reorder': {
        const id = pickId(pages, o.pick);
        if (id) update(id, { position: o.position, updatedAt: o.at });
        break;
      }
      case 'delete': {
        const id = pickId(pages, o.pick);
        if (!id) break;
        for (const d of descendantsOf({ pages, files }, id)) pages.delete(d);
        pages.delete(id);
        break;
      }
      case 'add': {
        const id = `n${o.n}`;
        if (!pages.has(id)) pages.set(id, newPage(pages, id, o.spec));
        break;
      }
      case 'body': {
        const id = pickId(pages, o.pick, (p) => p.kind === 'document');
        if (!id) break;
        const lines = (store.texts.get((pages.get(id) as PageEntry).bodyHash as string) as string).split('\n');
        lines[Math.min(o.paragraph * 2, lines.length - 1)] = o.text;
        update(id, { bodyHash: store.put(lines.join('\n')), updatedAt: o.at });
        break;
      }
      case 'property': {
        const id = pickId(pages, o.pick);
        if (!id) break;
        const value = o.field === 'hidden' ? o.value === 1 : o.field === 'emoji' ? `1f60${o.value}` : `About ${o.value}`;
        update(id, { [o.field]: value, updatedAt: o.at });
        break;
      }
      case 'layout': {
        const id = pickId(pages, o.pick, (p) => p.kind === 'document');
        if (!id) break;
        const current = (pages.get(id) as PageEntry).layout ?? {};
        const value = o.member === 'width' ? (o.value ? 'wide' : 'default') : o.value === 1;
        update(id, { layout: { ...current, [o.member]: value }, updatedAt: o.at });
        break;
      }
      case 'fileRename': {
        const id = pickId(files, o.pick);
        if (id) files.set(id, { ...(files.get(id) as FileEntry), name: o.name });
        break;
      }
      case 'fileContent': {
        const id = pickId(files, o.pick);
        if (id) files.set(id, { ...(files.get(id) as FileEntry), blobHash: sha256(`blob ${o.blob}`), size: 100 + o.blob });
        break;
      }
      case 'fileDelete': {
        const id = pickId(files, o.pick);
        if (id) files.delete(id);
        break;
      }
      case 'fileAdd': {
        const id = `nf${o.n}`;
        if (!files.has(id)) files.set(id, file(id, { createdAt: T0 }));
        break;
      }
    }
  }
  return { pages, files };
};

const scenario = fc
  .record({
    specs: fc.array(pageSpec, { minLength: 1, maxLength: 9 }),
    fileCount: fc.nat(3),
    ours: fc.array(opArb, { maxLength: 6 }),
    theirs: fc.array(opArb, { maxLength: 6 }),
  })
  .map(({ specs, fileCount, ours, theirs }) => {
    const base = buildBase(specs, fileCount);
    return { base, x: applyOps(base, ours), y: applyOps(base, theirs) };
  });

const merge = (base: Snapshot, ours: Snapshot, theirs: Snapshot) =>
  mergeSnapshots({ base, ours, theirs, loadBodies: store.load });

const expectMerged = (outcome: MergeOutcome, expected: Snapshot) => {
  expect(outcome.kind).toBe('merged');
  if (outcome.kind !== 'merged') return;
  expect(plain(outcome.snapshot)).toEqual(plain(expected));
  expect(outcome.newBodies.size).toBe(0);
};

const RUNS = { numRuns: 400 };

describe('mergeSnapshots properties', () => {
  test('generated snapshots are valid trees', () => {
    fc.assert(
      fc.property(scenario, ({ base, x }) => {
        expect(validatePageTree(base.pages)).toEqual([]);
        expect(validatePageTree(x.pages)).toEqual([]);
      }),
      RUNS,
    );
  });

  test('merge(base, base, x) = x', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ base, x }) => expectMerged(await merge(base, base, x), x)),
      RUNS,
    );
  });

  test('merge(base, x, base) = x', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ base, x }) => expectMerged(await merge(base, x, base), x)),
      RUNS,
    );
  });

  test('merge(base, x, x) = x, with or without shared entry objects', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ base, x }) => {
        expectMerged(await merge(base, x, x), x);
        expectMerged(await merge(base, x, cloneSnapshot(x)), x);
        expectMerged(await merge(cloneSnapshot(base), cloneSnapshot(x), base), x);
      }),
      RUNS,
    );
  });

  test('swapping ours and theirs gives the same conflicts, or the same merge but for positions both sides changed', async () => {
    let merged = 0;
    let conflicted = 0;
    await fc.assert(
      fc.asyncProperty(scenario, async ({ base, x, y }) => {
        const xy = await merge(base, x, y);
        const yx = await merge(base, y, x);
        expect(yx.kind).toBe(xy.kind);
        if (xy.kind === 'conflicts' || yx.kind === 'conflicts') {
          conflicted++;
          expect(yx).toEqual(xy);
          return;
        }
        merged++;
        const withoutPositions = (s: Snapshot) => plain(s).pages.map(({ position: _p, ...rest }) => rest);
        expect(withoutPositions(yx.snapshot)).toEqual(withoutPositions(xy.snapshot));
        expect(plain(yx.snapshot).files).toEqual(plain(xy.snapshot).files);
        expect(new Map([...yx.newBodies].sort())).toEqual(new Map([...xy.newBodies].sort()));
        for (const [id, entry] of xy.snapshot.pages) {
          const other = yx.snapshot.pages.get(id) as PageEntry;
          if (other.position === entry.position) continue;
          // The documented reorder rule: both sides changed the position under the same parent,
          // and each merge took its `theirs`.
          const b = base.pages.get(id);
          const [xe, ye] = [x.pages.get(id) as PageEntry, y.pages.get(id) as PageEntry];
          expect(xe.parentId).toBe(ye.parentId);
          expect(xe.position).not.toBe(b?.position);
          expect(ye.position).not.toBe(b?.position);
          expect(entry.position).toBe(ye.position);
          expect(other.position).toBe(xe.position);
        }
      }),
      RUNS,
    );
    expect(merged).toBeGreaterThan(0);
    expect(conflicted).toBeGreaterThan(0);
  });

  test('a merged result is a valid tree whose bodies all exist', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ base, x, y }) => {
        const outcome = await merge(base, x, y);
        if (outcome.kind !== 'merged') return;
        expect(validatePageTree(outcome.snapshot.pages)).toEqual([]);
        for (const [hash, text] of outcome.newBodies) expect(sha256(text)).toBe(hash);
        for (const p of outcome.snapshot.pages.values()) {
          if (p.bodyHash !== undefined) {
            expect(store.texts.has(p.bodyHash) || outcome.newBodies.has(p.bodyHash)).toBe(true);
          }
        }
      }),
      RUNS,
    );
  });

  test('every one-sided change survives a clean merge', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ base, x, y }) => {
        const outcome = await merge(base, x, y);
        if (outcome.kind !== 'merged') return;
        const result = outcome.snapshot;
        for (const [id, b] of base.pages) {
          // Deleted on one side, untouched on the other: gone.
          if (!x.pages.has(id) && y.pages.get(id) === b) expect(result.pages.has(id)).toBe(false);
          if (!y.pages.has(id) && x.pages.get(id) === b) expect(result.pages.has(id)).toBe(false);
          // Changed on one side, untouched on the other: that side's entry.
          const xe = x.pages.get(id);
          if (xe && xe !== b && y.pages.get(id) === b) expect(result.pages.get(id)).toBe(xe);
        }
        for (const [id, xe] of x.pages) if (!base.pages.has(id) && !y.pages.has(id)) expect(result.pages.get(id)).toBe(xe);
      }),
      RUNS,
    );
  });
});
