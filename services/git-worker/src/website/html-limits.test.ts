import { extractPage } from './html';
import { checkHtmlLimits, HTML_LIMITS, HtmlLimitError } from './html-limits';
import { htmlToMarkdown } from './markdown';

// Issue 19: the parsers of outside input have limits checked before they run. 2,000 unclosed
// `<div><span>` (22 KB) held the worker's event loop for 13 s before overflowing the stack.

const page = (body: string) => `<!doctype html><html><head><title>T</title></head><body><main>${body}</main></body></html>`;
const url = new URL('https://docs.example.com/guide/');

/** Milliseconds `run` takes. */
function timed(run: () => void): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

describe('checkHtmlLimits', () => {
  it.each([
    { name: '2,000 unclosed <div><span>', html: page('<div><span>'.repeat(2000)), limit: 'nested' },
    { name: '5,000 nested <blockquote>', html: page(`${'<blockquote>'.repeat(5000)}x${'</blockquote>'.repeat(5000)}`), limit: 'nested' },
    { name: '2,000 nested lists', html: page(`${'<ul><li>'.repeat(2000)}x`), limit: 'nested' },
    { name: `${HTML_LIMITS.maxElements + 10} elements`, html: page('<p>a <b>b</b></p>'.repeat(HTML_LIMITS.maxElements / 2 + 5)), limit: 'elements' },
  ])('$name: refused before parsing, in milliseconds', ({ html, limit }) => {
    let thrown: unknown;
    const ms = timed(() => {
      try {
        extractPage(html, url, () => true);
      } catch (error) {
        thrown = error;
      }
    });
    expect(thrown).toBeInstanceOf(HtmlLimitError);
    expect((thrown as Error).message).toContain(limit);
    expect(ms).toBeLessThan(1000);
  });

  it('passes real pages: omitted end tags, void elements, scripts and comments holding markup', () => {
    const list = `<ul>${'<li>item <a href="/x">link</a>'.repeat(300)}</ul>`;
    const table = `<table>${`<tr>${'<td>c'.repeat(20)}`.repeat(50)}</table>`;
    const script = `<script>${'if (a < b) { document.write("<div>") }'.repeat(500)}</script>`;
    const comment = `<!-- ${'<div>'.repeat(1000)} -->`;
    const html = page(`<p>para<br><img src="/a.png"><p>next${list}${table}${script}${comment}<div><span>x</span></div>`);
    expect(() => checkHtmlLimits(html)).not.toThrow();
    const extracted = extractPage(html, url, () => true);
    expect(htmlToMarkdown(extracted.contentHtml)).toContain('- item [link]');
  });

  it('is linear: a text of `<a ` without any `>` is scanned at once', () => {
    const ms = timed(() => checkHtmlLimits('<a '.repeat(1_000_000)));
    expect(ms).toBeLessThan(1000);
  });
});
