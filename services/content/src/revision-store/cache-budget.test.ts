import { loadConfig, metricsRegistry } from '@quire/shared';
import { page, sha256, T0 } from '../../test/content-tree-fixtures';
import {
  CACHE_SHARES,
  cacheBudgetMbConfig,
  cacheMaxSizes,
  DEFAULT_CACHE_BUDGET_MB,
  MIB,
  setCacheBudget,
  textBytes,
  type CacheName,
} from './cache-budget';
import { bodyCache, chunkCache, revisionCache } from './caches';

const names = Object.keys(CACHE_SHARES) as CacheName[];

afterEach(() => setCacheBudget(DEFAULT_CACHE_BUDGET_MB));

describe('cacheMaxSizes', () => {
  it('gives every cache a share, and the shares add up to the budget', () => {
    expect(names.reduce((sum, name) => sum + CACHE_SHARES[name], 0)).toBe(100);
    for (const budgetMb of [16, 64, 100, 4096]) {
      const sizes = cacheMaxSizes(budgetMb);
      const total = names.reduce((sum, name) => sum + sizes[name], 0);
      // Each share is rounded down to whole bytes.
      expect(total).toBeLessThanOrEqual(budgetMb * MIB);
      expect(total).toBeGreaterThan(budgetMb * MIB - names.length);
      for (const name of names) expect(sizes[name]).toBeGreaterThan(0);
    }
  });

  it('bounds the caches by the budget set at start-up', () => {
    expect(bodyCache.maxSize).toBe(cacheMaxSizes(DEFAULT_CACHE_BUDGET_MB).bodies);
    setCacheBudget(32);
    expect(bodyCache.maxSize).toBe(cacheMaxSizes(32).bodies);
    expect(chunkCache.maxSize).toBe(cacheMaxSizes(32).chunks);
  });
});

describe('CONTENT_CACHE_MB', () => {
  const shape = { CONTENT_CACHE_MB: cacheBudgetMbConfig };

  it('is 64 MiB unless set', () => {
    expect(loadConfig(shape, {}).CONTENT_CACHE_MB).toBe(64);
    expect(loadConfig(shape, { CONTENT_CACHE_MB: '' }).CONTENT_CACHE_MB).toBe(64);
    expect(loadConfig(shape, { CONTENT_CACHE_MB: '256' }).CONTENT_CACHE_MB).toBe(256);
  });

  it.each([
    ['abc', 'must be a number of MiB'],
    ['12.5', 'must be a whole number of MiB'],
    ['0', 'must be at least 16 (MiB)'],
    ['-64', 'must be at least 16 (MiB)'],
    ['8', 'must be at least 16 (MiB)'],
    ['100000', 'must be at most 65536 (MiB)'],
  ])('stops start-up on %p, saying why', (value, reason) => {
    const exit = jest.spyOn(process, 'exit').mockImplementation(((code: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(() => loadConfig(shape, { CONTENT_CACHE_MB: value })).toThrow('exit 1');
      expect(stderr.mock.calls.map(([line]) => String(line))).toEqual([`Invalid configuration: CONTENT_CACHE_MB: ${reason}\n`]);
    } finally {
      exit.mockRestore();
      stderr.mockRestore();
    }
  });

  it('is refused by setCacheBudget too', () => {
    expect(() => setCacheBudget(4)).toThrow('cache budget 4: must be at least 16 (MiB)');
    expect(bodyCache.maxSize).toBe(cacheMaxSizes(DEFAULT_CACHE_BUDGET_MB).bodies);
  });
});

describe('budgeted caches', () => {
  it('stop growing at their share, keeping the latest entries', () => {
    setCacheBudget(16);
    const share = cacheMaxSizes(16).bodies;
    const markdown = (index: number) => `# Page ${index}\n\n${'Some text of the page. '.repeat(40)}`;
    let written = 0;
    for (let index = 0; written < 3 * share; index += 1) {
      bodyCache.set(sha256(markdown(index)), markdown(index));
      written += markdown(index).length;
    }
    expect(bodyCache.maxSize).toBe(share);
    expect(bodyCache.calculatedSize).toBeLessThanOrEqual(share);
    expect(bodyCache.calculatedSize).toBeGreaterThan(share * 0.9);
    expect(bodyCache.get(sha256(markdown(0)))).toBeUndefined();
  });

  it('report their fill and share as metrics (quire_cache_bytes, quire_cache_max_bytes)', async () => {
    setCacheBudget(16);
    bodyCache.set(sha256('metrics'), 'x'.repeat(1000));
    const text = await metricsRegistry.metrics();
    const value = (metric: string) => Number(new RegExp(`^${metric}\\{cache="content-bodies"\\} (\\S+)$`, 'm').exec(text)?.[1]);
    expect(value('quire_cache_bytes')).toBe(bodyCache.calculatedSize);
    expect(value('quire_cache_bytes')).toBeGreaterThanOrEqual(1200);
    expect(value('quire_cache_max_bytes')).toBe(cacheMaxSizes(16).bodies);
  });

  it('weigh chunks by their entries and revision values by their pages', () => {
    setCacheBudget(16);
    const chunk = (index: number) => {
      const entries = Array.from({ length: 40 }, (_, entry) => page(`p${index}-${entry}`, { title: `Page ${entry}`, slug: `page-${entry}`, bodyHash: sha256(`${index}/${entry}`) }));
      return Object.fromEntries(entries.map((entry) => [entry.id, entry]));
    };
    for (let index = 0; chunkCache.size === index; index += 1) chunkCache.set(sha256(`chunk ${index}`), chunk(index));
    expect(chunkCache.calculatedSize).toBeLessThanOrEqual(chunkCache.maxSize);
    // Some 550 bytes a page entry (measured): a 3.2 MiB share (20 %) holds between 120 and 200 chunks of 40.
    expect(chunkCache.size).toBeGreaterThan(120);
    expect(chunkCache.size).toBeLessThan(200);

    const outlines = revisionCache<string[]>('outlines', { bytesPerRevision: 800, bytesPerPage: 190 });
    for (let index = 0; index < 1000; index += 1) outlines.set(`revision-${index}`, { value: [T0], pages: 1000 });
    expect(outlines.calculatedSize).toBeLessThanOrEqual(cacheMaxSizes(16).outlines);
    expect(outlines.size).toBe(Math.floor(cacheMaxSizes(16).outlines / (800 + 190 * 1000)));
  });

  it('count text beyond Latin-1 two bytes a character', () => {
    expect(textBytes('Grüße')).toBe(5);
    expect(textBytes('Привет')).toBe(12);
  });
});
