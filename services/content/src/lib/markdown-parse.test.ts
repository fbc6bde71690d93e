import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeMarkdownParsing, configureMarkdownParsing, documentForReading, MarkdownParseRefused, parseMarkdownDocument } from './markdown-parse';
import { BudgetExceededError, PoolBusyError, WorkerFailedError, WorkerPool } from './worker-pool';

// Markdown parsing off the event loop (issue 19, defect 1): the inputs that stalled content
// are refused by the structural limits, a parse that overruns its budget ends its worker, and
// all the while the event loop keeps ticking.

/**
 * Runs `work` while a 5 ms interval ticks, and answers the longest gap between two ticks: how
 * long the event loop was held. Before the fix a parse ran on it, and the gap was the parse.
 */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: PromiseSettledResult<T>; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 5);
  const [result] = await Promise.allSettled([work()]);
  clearInterval(ticker);
  stallMs = Math.max(stallMs, performance.now() - last);
  return { result, stallMs };
}

// Generous for a loaded 2-core machine; a parse of these inputs on the event loop holds it for seconds.
const MAX_STALL_MS = 400;

const typicalPage = readFileSync(path.join(__dirname, '../../../../packages/documents/test/fixtures/typical-page.md'), 'utf8');
const table = (columns: number, rows: number): string => {
  const row = (prefix: string) => `|${Array.from({ length: columns }, (_, index) => `${prefix}${index}`).join('|')}|`;
  return [row('h'), `|${'-|'.repeat(columns)}`, ...Array.from({ length: rows }, () => row('v'))].join('\n');
};

afterAll(() => closeMarkdownParsing());

describe('parseMarkdownDocument: the inputs of issue 19', () => {
  beforeAll(() => configureMarkdownParsing({ budgetMs: 3000, workers: 2 }));

  const cases: { name: string; markdown: string; limit: string }[] = [
    { name: '6,500 `*`, `x`, 6,500 `*`', markdown: `${'*'.repeat(6500)}x${'*'.repeat(6500)}`, limit: 'maxDelimiterRun' },
    { name: '5,000 nested `>`', markdown: `${'>'.repeat(5000)} x`, limit: 'maxNestingDepth' },
    { name: 'a 500-column, 200-row table', markdown: table(500, 200), limit: 'maxTableColumns' },
    { name: '20,000 links', markdown: Array.from({ length: 20_000 }, (_, index) => `[l${index}](https://example.com/${index})`).join(' '), limit: 'maxLinks' },
  ];

  it.each(cases)('$name: refused by $limit without holding the event loop', async ({ markdown, limit }) => {
    const { result, stallMs } = await longestStall(() => parseMarkdownDocument(markdown));
    expect(result.status).toBe('rejected');
    const error = (result as PromiseRejectedResult).reason as MarkdownParseRefused;
    expect(error).toBeInstanceOf(MarkdownParseRefused);
    expect(error.reason).toBe('limit');
    expect(error.message).toContain(`limit ${limit}`);
    expect(stallMs).toBeLessThan(MAX_STALL_MS);
  });

  it('documentForReading: a body over a limit reads as its plain text', async () => {
    const markdown = `Intro\n\n${'>'.repeat(5000)} x`;
    const document = await documentForReading(markdown);
    expect(document.nodes).toHaveLength(1);
    expect(JSON.stringify(document)).toContain(JSON.stringify(markdown).slice(1, -1));
  });

  it('parses what passes, with relative hrefs kept apart when asked', async () => {
    const document = await parseMarkdownDocument('# Title\n\n[guide](../guide.md) and **bold**', { relativeHrefPrefix: 'path:' });
    expect(document.nodes.map((node) => node.type)).toEqual(['heading-1', 'paragraph']);
    expect(JSON.stringify(document)).toContain('"file":"path:../guide.md"');
  });
});

describe('parseMarkdownDocument: the time budget', () => {
  afterAll(() => configureMarkdownParsing({ budgetMs: 3000, workers: 2 }));

  it('a body within the limits that overruns the budget is refused, its worker ended, and the pool goes on', async () => {
    configureMarkdownParsing({ budgetMs: 150, workers: 1 });
    // A worker started and warmed up: its start-up is not part of the budget.
    await parseMarkdownDocument('warm *up*');
    // Within every limit, but about 40 typical pages: seconds of parsing on this machine.
    const large = Array.from({ length: 40 }, (_, index) => `${typicalPage}\n\n<!-- ${index} -->\n`).join('\n');
    const started = performance.now();
    const { result, stallMs } = await longestStall(() => parseMarkdownDocument(large, { uncached: true }));
    expect(result.status).toBe('rejected');
    const error = (result as PromiseRejectedResult).reason as MarkdownParseRefused;
    expect(error.reason).toBe('budget');
    expect(error.message).toMatch(/longer than 150 ms .*CONTENT_PARSE_BUDGET_MS/);
    // Ended at the budget, not when the parse would have finished (seconds later).
    expect(performance.now() - started).toBeLessThan(1500);
    expect(stallMs).toBeLessThan(MAX_STALL_MS);

    // A new worker takes the next body; a read past the budget gets the plain text.
    const read = await documentForReading(large);
    expect(read.nodes).toEqual([expect.objectContaining({ type: 'paragraph' })]);
    expect(JSON.stringify(read)).toContain('<!-- 39 -->');
  });
});

describe('WorkerPool', () => {
  let directory: string;
  let script: string;
  beforeAll(() => {
    directory = mkdtempSync(path.join(tmpdir(), 'quire-pool-'));
    script = path.join(directory, 'worker.js');
    // spin: busy-waits (a parse that never ends); fail: answers an error; die: the thread exits.
    writeFileSync(
      script,
      `const { parentPort } = require('node:worker_threads');
       parentPort.postMessage({ ready: true });
       parentPort.on('message', (task) => {
         if (task.spin) { const end = Date.now() + task.spin; while (Date.now() < end); }
         if (task.fail) return parentPort.postMessage({ ok: false, message: task.fail });
         if (task.die) process.exit(3);
         parentPort.postMessage({ ok: true, value: task.echo });
       });`,
    );
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('answers tasks, fails a task over budget and replaces its worker, reports errors and deaths', async () => {
    const pool = new WorkerPool<string>({ filename: script, size: 2, budgetMs: 300 });
    try {
      await expect(pool.run({ echo: 'a' })).resolves.toBe('a');
      const { result, stallMs } = await longestStall(() => pool.run({ spin: 60_000 }));
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(BudgetExceededError);
      expect(stallMs).toBeLessThan(MAX_STALL_MS);
      expect(pool.terminated).toBe(1);
      await expect(pool.run({ fail: 'bad input' })).rejects.toThrow(new WorkerFailedError('bad input'));
      await expect(pool.run({ die: true })).rejects.toBeInstanceOf(WorkerFailedError);
      // Two slow tasks and quick ones queued behind them: all answered, in at most two workers.
      const answers = await Promise.all([pool.run({ spin: 50, echo: 1 }), pool.run({ spin: 50, echo: 2 }), pool.run({ echo: 3 }), pool.run({ echo: 4 })]);
      expect(answers).toEqual([1, 2, 3, 4]);
      expect(pool.workers).toBeLessThanOrEqual(2);
    } finally {
      await pool.close();
    }
    expect(pool.workers).toBe(0);
  });

  it('refuses at once when its queue is full', async () => {
    const pool = new WorkerPool<string>({ filename: script, size: 1, budgetMs: 5000, maxQueue: 1 });
    try {
      const running = pool.run({ spin: 200, echo: 'first' });
      const queued = pool.run({ echo: 'second' });
      await expect(pool.run({ echo: 'third' })).rejects.toBeInstanceOf(PoolBusyError);
      await expect(Promise.all([running, queued])).resolves.toEqual(['first', 'second']);
    } finally {
      await pool.close();
    }
  });
});
