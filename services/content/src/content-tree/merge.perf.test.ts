/**
 * Prints how long a merge of two 10,000-page snapshots takes (loadBodies excluded). It asserts
 * the outcome, never the time: machines differ.
 */
import { performance } from 'node:perf_hooks';
import { MemoryBodies, cloneSnapshot, edit, page, snapshot } from '../../test/content-tree-fixtures';
import type { PageEntry, Snapshot } from './entries';
import { mergeSnapshots, type LoadBodies } from './merge';

const PAGES = 10_000;
const EDITED_BODIES = 100;

/** ~3 KB of markdown: 20 paragraphs of ~150 characters separated by blank lines. */
const markdown = (seed: number): string[] =>
  Array.from({ length: 20 }, (_, k) =>
    `Paragraph ${k} of page ${seed}: `.padEnd(150, 'lorem ipsum dolor sit amet consectetur '),
  ).flatMap((line, k) => (k === 0 ? [line] : ['', line]));

const setup = () => {
  const store = new MemoryBodies();
  const pages: PageEntry[] = [];
  // 100 groups of 99 pages each, one level of nesting below the first page of each group.
  for (let g = 0; g < PAGES / 100; g++) {
    pages.push(page(`g${g}`, { kind: 'group', position: `a${String(g).padStart(3, '0')}` }));
    for (let i = 0; i < 99; i++) {
      const id = `p${g}-${i}`;
      const parentId = i > 0 && i % 10 !== 0 ? `p${g}-${i - (i % 10)}` : `g${g}`;
      pages.push(
        page(id, { parentId, position: `a${i}`, bodyHash: store.put(markdown(g * 100 + i).join('\n') + '\n') }),
      );
    }
  }
  const base = snapshot(pages);
  const edited = pages.filter((p) => p.kind === 'document').slice(0, EDITED_BODIES);
  /** The page's body with line `index` replaced. */
  const rewrite = (p: PageEntry, index: number, text: string) => {
    const lines = (store.texts.get(p.bodyHash as string) as string).split('\n');
    lines[index] = text;
    return store.put(lines.join('\n'));
  };
  const ours = edit(base, {
    pages: [
      ...edited.map((p): [string, Partial<PageEntry>] => [p.id, { bodyHash: rewrite(p, 2, 'Ours changed the second paragraph.') }]),
      ...pages.slice(5000, 5050).map((p): [string, Partial<PageEntry>] => [p.id, { title: `Renamed ${p.id}` }]),
    ],
  });
  const theirs = edit(base, {
    pages: [
      ...edited.map((p): [string, Partial<PageEntry>] => [p.id, { bodyHash: rewrite(p, 36, 'Theirs changed a late paragraph.') }]),
      ...pages
        .slice(7000, 7050)
        .filter((p) => p.kind === 'document')
        .map((p): [string, Partial<PageEntry>] => [p.id, { parentId: 'g0', position: `z${p.id}` }]),
    ],
  });
  return { store, base, ours, theirs };
};

const timeMerge = async (base: Snapshot, ours: Snapshot, theirs: Snapshot, store: MemoryBodies) => {
  let loading = 0;
  const loadBodies: LoadBodies = async (hashes) => {
    const start = performance.now();
    const out = await store.load(hashes);
    loading += performance.now() - start;
    return out;
  };
  const start = performance.now();
  const outcome = await mergeSnapshots({ base, ours, theirs, loadBodies });
  return { outcome, ms: performance.now() - start - loading };
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

test(`merge of ${PAGES} pages with ${EDITED_BODIES} bodies edited on both sides`, async () => {
  const { store, base, ours, theirs } = setup();
  const cold = await timeMerge(base, ours, theirs, store);
  expect(cold.outcome.kind).toBe('merged');
  if (cold.outcome.kind === 'merged') expect(cold.outcome.newBodies.size).toBe(EDITED_BODIES);

  const shared: number[] = [];
  for (let i = 0; i < 15; i++) shared.push((await timeMerge(base, ours, theirs, store)).ms);

  // Worst case for the per-id pass: no entry object shared, every entry compared field by field.
  const copies = [cloneSnapshot(base), cloneSnapshot(ours), cloneSnapshot(theirs)] as const;
  const copied: number[] = [];
  for (let i = 0; i < 15; i++) copied.push((await timeMerge(...copies, store)).ms);

  console.log(
    [
      `mergeSnapshots, ${PAGES} pages, ${EDITED_BODIES} bodies (~3 KB) merged with diff3, 50 renames, 50 moves; loadBodies excluded:`,
      `  first run ${cold.ms.toFixed(1)} ms`,
      `  median of 15, entries shared copy-on-write: ${median(shared).toFixed(1)} ms`,
      `  median of 15, no shared entries: ${median(copied).toFixed(1)} ms`,
    ].join('\n'),
  );
});
