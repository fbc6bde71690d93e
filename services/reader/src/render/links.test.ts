import type { ContentRef } from '@gitbook/api';
import { byTag, doc, link, p, parse, resources, textOf } from '../../test/render/builders';
import { renderDocument } from './index';
import { resolveRef, safeHref, safeImageSrc } from './urls';

const res = resources({
  pages: { 'page-1': { href: '/docs/page-1', title: 'One' }, 'space-b/page-9': { href: '/other/page-9', title: 'Nine' } },
  files: { 'file-1': { url: '/files/f.pdf', name: 'f.pdf', contentType: 'application/pdf' } },
  spaces: { 'space-b': { href: '/other', title: 'Other space' } },
});

/** The one link of a paragraph holding a link to `ref`: an `<a>` with its href, or a `<span>`. */
async function rendered(ref: ContentRef) {
  const { html } = await renderDocument(doc(p(link(ref, 'label'))), res);
  const paragraph = byTag(parse(html), 'p')[0];
  const element = paragraph.children.find((child) => child.type === 'element')!;
  if (element.type !== 'element') throw new Error('no element');
  return { tag: element.tagName, href: element.properties.href, rel: element.properties.rel, text: textOf(element) };
}

describe('links: ContentRefs resolved through the resources', () => {
  it.each<[string, ContentRef, { tag: string; href?: string }]>([
    ['a published page', { kind: 'page', page: 'page-1' }, { tag: 'a', href: '/docs/page-1' }],
    ['a page of another space', { kind: 'page', page: 'page-9', space: 'space-b' }, { tag: 'a', href: '/other/page-9' }],
    ['an unpublished page', { kind: 'page', page: 'draft' }, { tag: 'span' }],
    ['an anchor of this page', { kind: 'anchor', anchor: 'install' }, { tag: 'a', href: '#install' }],
    ['an anchor of another page', { kind: 'anchor', anchor: 'install', page: 'page-1' }, { tag: 'a', href: '/docs/page-1#install' }],
    ['an anchor of a space', { kind: 'anchor', anchor: 'x', space: 'space-b' }, { tag: 'a', href: '/other#x' }],
    ['an anchor of an unpublished page', { kind: 'anchor', anchor: 'x', page: 'draft' }, { tag: 'span' }],
    ['a file', { kind: 'file', file: 'file-1' }, { tag: 'a', href: '/files/f.pdf' }],
    ['a missing file', { kind: 'file', file: 'nope' }, { tag: 'span' }],
    ['a published space', { kind: 'space', space: 'space-b' }, { tag: 'a', href: '/other' }],
    ['an unpublished space', { kind: 'space', space: 'space-z' }, { tag: 'span' }],
    ['a collection', { kind: 'collection', collection: 'c' }, { tag: 'span' }],
    ['a user', { kind: 'user', user: 'u' }, { tag: 'span' }],
    ['a reusable content', { kind: 'reusable-content', reusableContent: 'r' }, { tag: 'span' }],
    ['an OpenAPI spec', { kind: 'openapi', spec: 's' }, { tag: 'span' }],
  ])('%s', async (_name, ref, expected) => {
    const result = await rendered(ref);
    expect({ tag: result.tag, href: result.href }).toEqual({ tag: expected.tag, href: expected.href });
    expect(result.rel).toBeUndefined();
    expect(result.text).toBe('label');
  });

  it.each([
    ['https://example.com/a?b=c#d', true],
    ['http://example.com', true],
    ['//example.com/x', true],
    ['mailto:someone@example.com', false],
    ['/docs/x', false],
    ['other-page', false],
    ['./x', false],
    ['#top', false],
    ['?q=1', false],
  ])('URL %s is kept (external: %s)', async (url, external) => {
    const result = await rendered({ kind: 'url', url });
    expect(result.tag).toBe('a');
    expect(result.href).toBe(url);
    expect(result.rel).toEqual(external ? ['noopener', 'noreferrer'] : undefined);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/png;base64,AAAA',
    'file:///etc/passwd',
    'tel:123',
    'ftp://example.com',
    'https://exa mple.com:99999',
    '',
  ])('URL %j becomes plain text', async (url) => {
    const result = await rendered({ kind: 'url', url });
    expect(result).toMatchObject({ tag: 'span', href: undefined, text: 'label' });
  });

  it('a URL the resources answer is checked like any other', () => {
    const hostile = resources();
    hostile.pageHref = () => 'javascript:alert(1)';
    hostile.spaceHref = () => 'data:text/html,x';
    expect(resolveRef({ kind: 'page', page: 'p' }, hostile)).toBeUndefined();
    expect(resolveRef({ kind: 'space', space: 's' }, hostile)).toBeUndefined();
  });
});

describe('URL checks', () => {
  it('safeHref keeps http(s), mailto and relative URLs only', () => {
    expect(safeHref('HTTPS://EXAMPLE.COM')).toEqual({ href: 'HTTPS://EXAMPLE.COM', external: true });
    expect(safeHref('\\\\evil.example/x')).toEqual({ href: '\\\\evil.example/x', external: true });
    expect(safeHref('javascript:void(0)')).toBeUndefined();
    expect(safeHref('x'.repeat(9000))).toBeUndefined();
  });

  it('safeImageSrc also keeps base64 raster data: URLs, and nothing else of data:', () => {
    expect(safeImageSrc('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(safeImageSrc('data:image/svg+xml;base64,PHN2Zz4=')).toBeUndefined();
    expect(safeImageSrc('data:image/png,<svg onload=alert(1)>')).toBeUndefined();
    expect(safeImageSrc('data:text/html;base64,PHNjcmlwdD4=')).toBeUndefined();
    expect(safeImageSrc(`data:image/png;base64,${'A'.repeat(600 * 1024)}`)).toBeUndefined();
    expect(safeImageSrc('mailto:a@b.c')).toBeUndefined();
    expect(safeImageSrc('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
  });
});
