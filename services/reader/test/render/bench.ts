/**
 * Times `renderDocument` on a large page: 300 top-level blocks, 20 of them code blocks in
 * several languages (20 to 60 lines each), with headings, marked-up paragraphs with links,
 * lists, tables, hints, tabs, images, math and an OpenAPI operation. Each round renders a
 * page nobody rendered before (its texts differ), as a cold page of the reader would be.
 *
 * Run it bundled, as the service runs:
 *   npx esbuild test/render/bench.ts --bundle --platform=node --format=esm \
 *     --external:katex --external:@quire/documents --outfile=/tmp/render-bench.mjs \
 *     --banner:js="import{createRequire}from'module';const require=createRequire(import.meta.url);"
 *   node /tmp/render-bench.mjs [rounds]
 */
import type { JSONDocument } from '@gitbook/api';
import { renderDocument, warmRenderer } from '../../src/render';
import { codeBlock, doc, heading, link, mark, p, resources, text } from './builders';

const SNIPPETS: Array<[string, string]> = [
  ['javascript', "import { readFile } from 'node:fs/promises';\n\nexport async function load(path) {\n  const text = await readFile(path, 'utf8'); // read it\n  return JSON.parse(text).items.map((item) => ({ ...item, loaded: true }));\n}"],
  ['typescript', 'type User = { id: string; name?: string };\n\nexport class Users {\n  private readonly byId = new Map<string, User>();\n  add(user: User): void {\n    this.byId.set(user.id, user);\n  }\n}'],
  ['python', 'import json\n\ndef handler(event, context):\n    """Answers a request."""\n    body = json.loads(event["body"])\n    return {"statusCode": 200, "body": json.dumps({"ok": True, "n": len(body)})}'],
  ['bash', 'curl -X POST https://api.example.com/v1/spaces \\\n  -H "Authorization: Bearer $TOKEN" \\\n  -H "Content-Type: application/json" \\\n  -d \'{"title": "Docs"}\' | jq .id'],
  ['json', '{\n  "name": "quire",\n  "version": "1.0.0",\n  "scripts": { "start": "node dist/main.js", "test": "jest" },\n  "dependencies": { "shiki": "^4.6.0" }\n}'],
  ['yaml', 'services:\n  reader:\n    image: quire/reader:latest\n    ports:\n      - "8080:8080"\n    environment:\n      QUIRE_SITES_URL: https://docs.example.com'],
  ['go', 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfor i := 0; i < 3; i++ {\n\t\tfmt.Println("hello", i)\n\t}\n}'],
  ['html', '<!doctype html>\n<html lang="en">\n  <body>\n    <main id="content"><h1 class="title">Hello</h1></main>\n    <script src="/app.js"></script>\n  </body>\n</html>'],
];

function codeOf(index: number, round: number): [string, string] {
  const [language, snippet] = SNIPPETS[index % SNIPPETS.length];
  const lines = 20 + ((index * 7) % 40);
  const body: string[] = [];
  while (body.length < lines) body.push(...snippet.split('\n'));
  return [language, `${language === 'python' || language === 'bash' || language === 'yaml' ? '#' : '//'} round ${round} block ${index}\n${body.slice(0, lines).join('\n')}`];
}

const SPEC = {
  openapi: '3.0.3',
  servers: [{ url: 'https://api.example.com/v1' }],
  components: { schemas: { Space: { type: 'object', required: ['id'], properties: { id: { type: 'string' }, title: { type: 'string', description: 'The **title**.' }, visibility: { type: 'string', enum: ['public', 'private'] }, createdAt: { type: 'string', format: 'date-time' } } } } },
  paths: { '/spaces/{id}': { get: { summary: 'Get a space', parameters: [{ in: 'path', name: 'id', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'The space', content: { 'application/json': { schema: { $ref: '#/components/schemas/Space' } } } }, '404': { description: 'Not found' } } } } },
};

/** The page of round `round`: `size` top-level blocks, `codeBlocks` of them code (300 and 20: the large page). */
export function largePage(round: number, size = 300, codeBlocks = 20): JSONDocument {
  const blocks: unknown[] = [];
  let code = 0;
  for (let index = 0; blocks.length < size; index++) {
    const kind = index % 15;
    if (kind === 0) blocks.push(heading(((index / 15) % 3) + 1 as 1 | 2 | 3, `Section ${index} of round ${round}`));
    else if (kind === 3 && code < codeBlocks) {
      const [language, source] = codeOf(code++, round);
      blocks.push(codeBlock(source, language, code % 4 === 0 ? { title: `example-${code}.${language}`, lineNumbers: true } : {}));
    } else if (kind === 5) blocks.push({ object: 'block', type: 'list-unordered', nodes: [1, 2, 3, 4].map((n) => ({ object: 'block', type: 'list-item', nodes: [p(`Item ${n} with `, text('bold', [mark('bold')]), ' text')] })) });
    else if (kind === 7) blocks.push({ object: 'block', type: 'hint', data: { style: (['info', 'warning', 'success', 'danger'] as const)[index % 4] }, nodes: [p('Remember ', text('this', [mark('italic')]), ` (${round}).`)] });
    else if (kind === 9) blocks.push({ object: 'block', type: 'tabs', nodes: ['npm', 'yarn'].map((title) => ({ object: 'block', type: 'tabs-item', data: { title }, nodes: [p(`Install with ${title}.`)] })) });
    else if (kind === 11) blocks.push({ object: 'block', type: 'images', isVoid: false, data: {}, nodes: [{ object: 'block', type: 'image', isVoid: true, data: { ref: { kind: 'file', file: 'img' }, alt: 'Screenshot' }, fragments: [{ object: 'fragment', fragment: 'caption', nodes: [p('A caption')] }] }] });
    else if (kind === 13) blocks.push({ object: 'block', type: 'math', isVoid: true, data: { formula: `\\sum_{i=0}^{${index}} x_i^2 = \\frac{a_${round % 10}}{b}` } });
    else if (kind === 14) blocks.push(table(index));
    else blocks.push(p(`Paragraph ${index} of round ${round}: some `, text('code', [mark('code')]), ' and a ', link({ kind: 'page', page: 'page-2' }, 'link to a page'), ' and an ', link({ kind: 'url', url: 'https://example.com/docs' }, 'external link'), '. '.repeat(3) + 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.'));
  }
  blocks.splice(Math.floor(size / 2), 1, { object: 'block', type: 'openapi-operation', isVoid: true, data: { ref: { kind: 'openapi', spec: 'api' }, path: '/spaces/{id}', method: 'get' } });
  return doc(...blocks);
}

function table(index: number) {
  const records: Record<string, unknown> = {};
  const fragments: unknown[] = [];
  for (let row = 0; row < 6; row++) {
    records[`r${row}`] = { orderIndex: `a${row}`, values: { name: `f${index}-${row}`, n: row } };
    fragments.push({ object: 'fragment', fragment: `f${index}-${row}`, nodes: [p(`Row ${row}`)] });
  }
  return { object: 'block', type: 'table', isVoid: true, data: { view: { type: 'grid', columns: ['name', 'n'], hideHeader: false }, definition: { name: { id: 'name', title: 'Name', type: 'text', textAlignment: 'left' }, n: { id: 'n', title: 'N', type: 'number' } }, records }, fragments };
}

async function main() {
  const rounds = Number(process.argv[2] ?? 40);
  const res = resources({ pages: { 'page-2': { href: '/docs/page-2', title: 'Two' } }, files: { img: { url: '/files/img.png', name: 'img.png', contentType: 'image/png', width: 1200, height: 800 } }, specs: { api: SPEC } });
  let started = performance.now();
  await warmRenderer();
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  console.log(`warmRenderer: ${(performance.now() - started).toFixed(0)} ms, RSS ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB, heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`);
  const session = process.env.RENDER_BENCH_PROFILE ? await startProfile() : undefined;
  for (const [size, codeBlocks] of [
    [300, 20],
    [40, 3],
  ]) {
    const times: number[] = [];
    let bytes = 0;
    for (let round = 0; round < rounds; round++) {
      const page = largePage(round + size * 1000, size, codeBlocks);
      started = performance.now();
      const { html } = await renderDocument(page, res);
      times.push(performance.now() - started);
      bytes = html.length;
      if (process.env.RENDER_BENCH_MEMORY && round % 20 === 19) console.log(`round ${round + 1}: RSS ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB, heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
    console.log(`renderDocument, ${size} blocks (${codeBlocks} code), ${rounds} cold pages, ${(bytes / 1024).toFixed(0)} KB of HTML: first ${times[0].toFixed(1)} ms, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
  }
  gc?.();
  console.log(`after: RSS ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB, heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB (with --expose-gc: after a collection)`);
  if (session && process.env.RENDER_BENCH_PROFILE) await stopProfile(session, process.env.RENDER_BENCH_PROFILE);
}

/** With RENDER_BENCH_PROFILE=<file>, a CPU profile of the rendering rounds (not of the warm-up). */
async function startProfile() {
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return session;
}

async function stopProfile(session: import('node:inspector/promises').Session, file: string) {
  const { profile } = await session.post('Profiler.stop');
  const { writeFileSync } = await import('node:fs');
  writeFileSync(file, JSON.stringify(profile));
}

if (process.argv[1]?.includes('render-bench')) void main();
