// Measures the conversions on test/fixtures/typical-page.md with the built bundle:
// `npm run build && npm run bench` (figures in README, "Speed"). Each line is the best of
// three rounds' medians, so that other work on a shared machine disturbs it less.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const require = createRequire(import.meta.url);
const documents = require('./dist/index.js');
const markdown = readFileSync(new URL('./test/fixtures/typical-page.md', import.meta.url), 'utf8');

let counter = 0;
/** A distinct text per call defeats the cache (a trailing comment changes nothing else). */
const fresh = () => `${markdown}\n<!-- ${counter++} -->\n`;

function median(fn, iterations) {
  const times = [];
  for (let i = 0; i < iterations; i++) {
    const start = process.hrtime.bigint();
    fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

function measure(name, fn, iterations = 200) {
  for (let i = 0; i < 50; i++) fn();
  const best = Math.min(median(fn, iterations), median(fn, iterations), median(fn, iterations));
  console.log(`${name.padEnd(48)} ${best.toFixed(2).padStart(6)} ms`);
}

const document = documents.markdownToDocument(markdown);
console.log(`page: ${markdown.length} bytes of markdown, ${JSON.stringify(document).length} bytes of document JSON; node ${process.version}`);
const commonmark = unified().use(remarkParse);
measure('floor: remark-parse alone (CommonMark only)', () => commonmark.parse(fresh()));
measure('parseMarkdown (remark + GFM + math + GitBook)', () => documents.parseMarkdown(fresh()));
measure('markdownToDocument, new text (uncached)', () => documents.markdownToDocument(fresh()));
measure('markdownToDocument, same text again (cached)', () => documents.markdownToDocument(markdown), 1000);
measure('documentToMarkdown', () => documents.documentToMarkdown(document));
measure('validateDocument', () => documents.validateDocument(document));
measure('documentPlainText', () => documents.documentPlainText(document), 1000);
