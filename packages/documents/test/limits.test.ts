import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkMarkdownLimits, MARKDOWN_LIMITS, markdownToDocument, plainTextDocument, runMarkdownTask, validateDocument } from '../src';

// The structural limits (src/limits.ts): each pathological input of issue 19 is refused by a
// scan that takes a few milliseconds, real pages pass, and what passes parses quickly.

const table = (columns: number, rows: number): string => {
  const row = (prefix: string) => `|${Array.from({ length: columns }, (_, index) => `${prefix}${index}`).join('|')}|`;
  return [row('h'), `|${'-|'.repeat(columns)}`, ...Array.from({ length: rows }, () => row('v'))].join('\n');
};
const links = (count: number): string => Array.from({ length: count }, (_, index) => `[l${index}](https://example.com/${index})`).join(' ');

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');

/** Milliseconds `run` takes. */
function timed(run: () => void): number {
  const start = process.hrtime.bigint();
  run();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

describe('checkMarkdownLimits: the inputs that stalled content (issue 19)', () => {
  const cases: [string, string, keyof typeof MARKDOWN_LIMITS][] = [
    ['6,500 `*`, `x`, 6,500 `*` (13 KB)', `${'*'.repeat(6500)}x${'*'.repeat(6500)}`, 'maxDelimiterRun'],
    ['5,000 delimiters a side', `${'_'.repeat(5000)}x${'_'.repeat(5000)}`, 'maxDelimiterRun'],
    ['5,000 nested `>`', `${'>'.repeat(5000)} x`, 'maxNestingDepth'],
    ['nested `> > > ` with spaces', `${'> '.repeat(100)}x`, 'maxNestingDepth'],
    ['lists nested on one line', `${'- '.repeat(50)}x`, 'maxNestingDepth'],
    ['lists nested by indentation', Array.from({ length: 40 }, (_, depth) => `${'  '.repeat(depth)}- item`).join('\n'), 'maxNestingDepth'],
    ['a 500-column, 200-row table', table(500, 200), 'maxTableColumns'],
    ['a 60-column, 2,000-row table', table(60, 2000), 'maxTableCells'],
    ['20,000 links', links(20_000), 'maxLinks'],
    ['20,000 bare URLs', Array.from({ length: 20_000 }, (_, index) => `https://example.com/${index}`).join(' '), 'maxLinks'],
    ['many pairs of long runs', '****x**** '.repeat(2000), 'maxLongDelimiterChars'],
  ];

  it.each(cases.map(([name, markdown, limit]) => ({ name, markdown, limit })))('$name: refused by $limit, in milliseconds', ({ markdown, limit }) => {
    let found: ReturnType<typeof checkMarkdownLimits>;
    const ms = timed(() => (found = checkMarkdownLimits(markdown)));
    expect(found!).toMatchObject({ limit, max: MARKDOWN_LIMITS[limit] });
    expect(found!.message).toContain(`limit ${limit}`);
    // The scan is linear: the slowest of these (480 KB) takes ~15 ms on a loaded 2-core VM.
    expect(ms).toBeLessThan(500);
  });

  it('names the line', () => {
    expect(checkMarkdownLimits(`# Title\n\nText.\n\n${'>'.repeat(20)} deep`)).toMatchObject({ limit: 'maxNestingDepth', found: 20, line: 5 });
  });
});

describe('checkMarkdownLimits: what real pages hold passes', () => {
  it('the fixtures (a typical page, a GitBook export) and the limits themselves', () => {
    expect(checkMarkdownLimits(fixture('typical-page.md'))).toBeUndefined();
    expect(checkMarkdownLimits(fixture('gitbook-export.md'))).toBeUndefined();
    expect(checkMarkdownLimits(`${'>'.repeat(MARKDOWN_LIMITS.maxNestingDepth)} x`)).toBeUndefined();
    expect(checkMarkdownLimits(`${'*'.repeat(MARKDOWN_LIMITS.maxDelimiterRun)}x${'*'.repeat(MARKDOWN_LIMITS.maxDelimiterRun)}`)).toBeUndefined();
    expect(checkMarkdownLimits(table(MARKDOWN_LIMITS.maxTableColumns, 10))).toBeUndefined();
    expect(checkMarkdownLimits(links(MARKDOWN_LIMITS.maxLinks))).toBeUndefined();
  });

  it('code blocks, thematic breaks, bold-italic text and nested lists of real depth', () => {
    const banner = `/${'*'.repeat(78)}/`;
    const page = [
      '***',
      '* * *',
      `${'_'.repeat(40)}`,
      '***Bold italic*** and __bold__ and ~~gone~~.',
      '```c',
      banner,
      ' * '.repeat(30),
      `${'>'.repeat(40)} not a quote in code`,
      '```',
      '> ~~~',
      `> ${'|'.repeat(200)}`,
      '> ~~~',
      Array.from({ length: 8 }, (_, depth) => `${'  '.repeat(depth)}- level ${depth}`).join('\n'),
    ].join('\n\n');
    expect(checkMarkdownLimits(page)).toBeUndefined();
  });

  it('a fence that a block quote ends does not hide what follows', () => {
    expect(checkMarkdownLimits(`> \`\`\`\n> code\n\n${'*'.repeat(100)}x${'*'.repeat(100)}`)).toMatchObject({ limit: 'maxDelimiterRun' });
  });
});

describe('parsing within the limits', () => {
  // Each of these took seconds at the size of the inputs. At the limit, they parse in
  // well under a second on an idle machine (README "Limits"); the bound here leaves room for a
  // machine shared with other builds.
  const atLimits: [string, string][] = [
    ['nesting', `${'>'.repeat(MARKDOWN_LIMITS.maxNestingDepth)} x\n`.repeat(10)],
    ['delimiter runs', `${'*'.repeat(MARKDOWN_LIMITS.maxDelimiterRun)}x${'*'.repeat(MARKDOWN_LIMITS.maxDelimiterRun)}`],
    ['long runs', '****x**** '.repeat(MARKDOWN_LIMITS.maxLongDelimiterChars / 8 - 1)],
    ['a table', table(MARKDOWN_LIMITS.maxTableColumns, Math.floor(MARKDOWN_LIMITS.maxTableCells / MARKDOWN_LIMITS.maxTableColumns) - 3)],
    ['links', links(MARKDOWN_LIMITS.maxLinks)],
  ];

  it.each(atLimits.map(([name, markdown]) => ({ name, markdown })))('$name: passes the limits and parses to a valid document', ({ markdown }) => {
    expect(checkMarkdownLimits(markdown)).toBeUndefined();
    let document: ReturnType<typeof markdownToDocument>;
    const ms = timed(() => (document = markdownToDocument(markdown, { resolveHref: () => undefined })));
    expect(validateDocument(document!).ok).toBe(true);
    expect(ms).toBeLessThan(8000);
  });
});

describe('runMarkdownTask and plainTextDocument', () => {
  it('answers the violation without parsing, or the document as JSON', () => {
    expect(runMarkdownTask({ markdown: `${'>'.repeat(5000)} x` })).toEqual({ violation: expect.objectContaining({ limit: 'maxNestingDepth' }) });
    const result = runMarkdownTask({ markdown: '[a](../guide.md) [b](https://example.com)', relativeHrefPrefix: 'path:' });
    const text = 'document' in result ? result.document : '';
    expect(text).toContain('"file":"path:../guide.md"');
    expect(text).toContain('"url":"https://example.com"');
  });

  it('plainTextDocument: one valid paragraph of the raw text', () => {
    const document = plainTextDocument(`${'*'.repeat(10)}x\r\nline two\n`);
    expect(validateDocument(document).ok).toBe(true);
    expect(document.nodes).toEqual([
      { object: 'block', type: 'paragraph', nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: `${'*'.repeat(10)}x\nline two`, marks: [] }] }] },
    ]);
    expect(plainTextDocument('  \n')).toEqual({ object: 'document', data: {}, nodes: [] });
  });
});
