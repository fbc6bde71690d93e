import type { JSONDocument } from '@gitbook/api';
import type { Element } from 'hast';
import { byClass, byTag, codeBlock, doc, p, parse, resources, text, textOf } from '../../test/render/builders';
import { renderDocument, warmRenderer } from './index';
import { RENDER_LIMITS } from './limits';

/** Generous: the machine running the tests is shared; the point is "bounded", not a benchmark. */
const BUDGET_MS = 10_000;

async function timed(document: JSONDocument, res = resources()) {
  const started = performance.now();
  const result = await renderDocument(document, res);
  return { ...result, ms: performance.now() - started, tree: parse(result.html) };
}

beforeAll(async () => {
  await warmRenderer();
});

describe('limits: no input holds the event loop or the stack', () => {
  it('10,000 nested quotes: rendered to the depth limit, then one notice', async () => {
    let block: unknown = p('deepest');
    for (let i = 0; i < 10_000; i++) block = { object: 'block', type: 'blockquote', nodes: [block] };
    const { tree, ms } = await timed(doc(block));
    expect(ms).toBeLessThan(BUDGET_MS);
    expect(byTag(tree, 'blockquote').length).toBe(RENDER_LIMITS.maxDepth);
    expect(textOf(byClass(tree, 'q-notice')[0])).toBe('This content is nested too deeply to be shown.');
    expect(textOf(tree)).not.toContain('deepest');
  });

  it('deep lists and tabs in tabs are bounded the same way', async () => {
    let block: unknown = p('x');
    for (let i = 0; i < 2_000; i++) block = i % 2 ? { object: 'block', type: 'list-unordered', nodes: [{ object: 'block', type: 'list-item', nodes: [block] }] } : { object: 'block', type: 'tabs', nodes: [{ object: 'block', type: 'tabs-item', data: { title: 't' }, nodes: [block] }] };
    const { tree, ms } = await timed(doc(block));
    expect(ms).toBeLessThan(BUDGET_MS);
    expect(byClass(tree, 'q-notice')).toHaveLength(1);
  });

  it('links nested 10,000 deep in a heading render their outer levels, without overflowing the stack', async () => {
    let inline: unknown = text('core');
    for (let i = 0; i < 10_000; i++) inline = { object: 'inline', type: 'link', data: { ref: { kind: 'url', url: 'https://example.com' } }, nodes: [inline] };
    const { tree, ms } = await timed(doc({ object: 'block', type: 'heading-1', data: {}, nodes: [inline] }, p('after')));
    expect(ms).toBeLessThan(BUDGET_MS);
    expect(byTag(tree, 'h2')).toHaveLength(1);
    expect(byTag(tree, 'a').length).toBeLessThan(RENDER_LIMITS.maxDepth + 2);
    expect(textOf(tree)).toContain('after');
  });

  it('100,000 paragraphs: the first maxNodes nodes, then a notice at the end', async () => {
    const { tree, ms } = await timed(doc(...Array.from({ length: 100_000 }, (_, i) => p(`paragraph ${i}`))));
    expect(ms).toBeLessThan(BUDGET_MS);
    const paragraphs = byTag(tree, 'p').filter((e) => textOf(e).startsWith('paragraph'));
    expect(paragraphs.length).toBeLessThan(RENDER_LIMITS.maxNodes);
    expect(paragraphs.length).toBeGreaterThan(RENDER_LIMITS.maxNodes / 3);
    const notices = byClass(tree, 'q-notice');
    expect(textOf(notices[notices.length - 1])).toBe('The rest of this page is too large to be shown.');
  });

  it('a code block over 100 KB or 5,000 lines is shown whole but unhighlighted', async () => {
    const wide = codeBlock(Array.from({ length: 1_500 }, (_, i) => `const value${i} = "${'x'.repeat(60)}";`).join('\n'), 'javascript');
    const long = codeBlock(Array.from({ length: 5_001 }, (_, i) => `x${i}`).join('\n'), 'javascript');
    const small = codeBlock('const a = 1;', 'javascript');
    const { tree, html, ms } = await timed(doc(wide, long, small));
    expect(ms).toBeLessThan(BUDGET_MS);
    const [first, second, third] = byClass(tree, 'q-code');
    expect(byClass(first, 'q-line')).toHaveLength(1_500);
    expect(byClass(second, 'q-line')).toHaveLength(5_001);
    const coloured = (block: Element) => byTag(block, 'span').some((e) => (e.properties.className as string[] | undefined)?.some((c) => /^q-t\d/.test(c)));
    for (const block of [first, second]) {
      expect(coloured(block)).toBe(false);
      expect(textOf(byClass(block, 'q-notice')[0])).toBe('This code block is too long to highlight; it is shown as plain text.');
    }
    expect(coloured(third)).toBe(true);
    expect(html.length).toBeGreaterThan(100 * 1024);
  });

  it('highlighting stops at the per-document line budget; later blocks are plain', async () => {
    const block = codeBlock(Array.from({ length: 1_000 }, (_, i) => `let v${i} = ${i};`).join('\n'), 'javascript');
    const count = Math.ceil(RENDER_LIMITS.maxHighlightLinesPerDocument / 1_000) + 1;
    const { tree, ms } = await timed(doc(...Array.from({ length: count }, () => block)));
    expect(ms).toBeLessThan(BUDGET_MS * 3);
    const highlighted = byClass(tree, 'q-code').map((b) => byTag(b, 'span').some((e) => (e.properties.className as string[] | undefined)?.some((c) => /^q-t\d/.test(c))));
    expect(highlighted.filter(Boolean)).toHaveLength(Math.floor(RENDER_LIMITS.maxHighlightLinesPerDocument / 1_000));
    expect(highlighted[highlighted.length - 1]).toBe(false);
  });

  it('a line too long to tokenize stays in the block, uncoloured', async () => {
    const line = `const s = "${'a'.repeat(RENDER_LIMITS.maxHighlightLineLength + 10)}";`;
    const { tree } = await timed(doc(codeBlock(`let a = 1;\n${line}`, 'javascript')));
    const lines = byClass(tree, 'q-line');
    expect(textOf(lines[1])).toBe(line);
    expect(byTag(lines[0], 'span').length).toBeGreaterThan(1);
  });

  it('formulas: over the length limit or the count limit, shown as their source', async () => {
    const long = { object: 'block', type: 'math', isVoid: true, data: { formula: 'x+'.repeat(RENDER_LIMITS.maxFormulaLength) } };
    const { tree } = await timed(doc(long));
    expect(byClass(tree, 'q-math-source')).toHaveLength(1);
    expect(byTag(tree, 'math')).toHaveLength(0);

    const many = Array.from({ length: RENDER_LIMITS.maxFormulas + 5 }, () => p({ object: 'inline', type: 'inline-math', isVoid: true, data: { formula: 'x' } }));
    const { tree: manyTree, ms } = await timed(doc(...many));
    expect(ms).toBeLessThan(BUDGET_MS * 3);
    expect(byTag(manyTree, 'math')).toHaveLength(RENDER_LIMITS.maxFormulas);
    expect(byClass(manyTree, 'q-math-source')).toHaveLength(5);
  });

  it('a formula whose macros expand without end stops at maxExpand', async () => {
    const { tree, ms } = await timed(doc({ object: 'block', type: 'math', isVoid: true, data: { formula: '\\def\\a{\\a\\a}\\a' } }, { object: 'block', type: 'math', isVoid: true, data: { formula: '\\rule{1000000em}{1000000em}' } }));
    expect(ms).toBeLessThan(BUDGET_MS);
    expect(byClass(tree, 'katex-error')).toHaveLength(1);
  });

  it('a table of 100,000 records shows its first rows and a notice', async () => {
    const records: Record<string, { orderIndex: string; values: Record<string, number> }> = {};
    for (let i = 0; i < 100_000; i++) records[`r${i}`] = { orderIndex: String(i).padStart(6, '0'), values: { a: i, b: i } };
    const table = { object: 'block', type: 'table', isVoid: true, data: { view: { type: 'grid', columns: ['a', 'b'], hideHeader: false }, definition: { a: { id: 'a', title: 'A', type: 'number' }, b: { id: 'b', title: 'B', type: 'number' } }, records }, fragments: [] };
    const { tree, ms } = await timed(doc(table));
    expect(ms).toBeLessThan(BUDGET_MS);
    expect(byTag(byTag(tree, 'tbody')[0], 'tr')).toHaveLength(RENDER_LIMITS.maxTableCells / 2);
    expect(textOf(byClass(tree, 'q-notice')[0])).toBe('This table is too large; only its first rows are shown.');
  });

  it('reusable contents nest at most maxReusableDepth deep', async () => {
    const ref = (id: string) => ({ object: 'block', type: 'reusable-content', isVoid: true, data: { ref: { kind: 'reusable-content', reusableContent: id } } });
    const reusable: Record<string, JSONDocument> = {};
    for (let i = 0; i < 10; i++) reusable[`r${i}`] = doc(p(`level ${i}`), ref(`r${i + 1}`));
    const { tree } = await timed(doc(ref('r0')), resources({ reusable }));
    const text = textOf(tree);
    expect(text).toContain(`level ${RENDER_LIMITS.maxReusableDepth - 1}`);
    expect(text).not.toContain(`level ${RENDER_LIMITS.maxReusableDepth}`);
    expect(textOf(byClass(tree, 'q-notice')[0])).toBe('This content is nested too deeply to be shown.');
  });

  it('an OpenAPI schema nested 1,000 deep, or with 10,000 properties, is bounded', async () => {
    let deep: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 1_000; i++) deep = { type: 'object', properties: { [`level${i}`]: deep } };
    const wide = { type: 'object', properties: Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`p${i}`, { type: 'string', description: `Property ${i}` }])) };
    const spec = { openapi: '3.0.0', paths: { '/deep': { post: { requestBody: { content: { 'application/json': { schema: deep } } }, responses: {} } }, '/wide': { post: { requestBody: { content: { 'application/json': { schema: wide } } }, responses: {} } } } };
    const block = (path: string) => ({ object: 'block', type: 'openapi-operation', isVoid: true, data: { ref: { kind: 'openapi', spec: 's' }, path, method: 'post' } });
    const { tree, ms } = await timed(doc(block('/deep'), block('/wide')), resources({ specs: { s: spec } }));
    expect(ms).toBeLessThan(BUDGET_MS);
    const [deepBlock, wideBlock] = byClass(tree, 'q-openapi-operation');
    expect(byClass(deepBlock, 'q-schema-prop').length).toBeLessThanOrEqual(RENDER_LIMITS.maxSchemaDepth + 2);
    expect(byClass(wideBlock, 'q-schema-prop').length).toBeLessThanOrEqual(RENDER_LIMITS.maxSchemaProperties);
    expect(textOf(byClass(wideBlock, 'q-notice')[0])).toBe('More properties are not shown.');
  });

  it('a document of 1 MB of text in one paragraph renders', async () => {
    const { html, ms } = await timed(doc(p('a'.repeat(1024 * 1024))));
    expect(ms).toBeLessThan(BUDGET_MS);
    expect(html.length).toBe(1024 * 1024 + '<p></p>'.length);
  });
});
