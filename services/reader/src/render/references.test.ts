import { doc, link, p } from '../../test/render/builders';
import { collectReferences } from './index';

describe('collectReferences', () => {
  it('lists every page, file, space, reusable content and OpenAPI spec a document points to, once each', () => {
    const document = doc(
      p(
        link({ kind: 'page', page: 'p1' }, 'a'),
        link({ kind: 'page', page: 'p1' }, 'again'),
        link({ kind: 'page', page: 'p2', space: 's2' }, 'b'),
        link({ kind: 'anchor', anchor: 'x', page: 'p3' }, 'c'),
        link({ kind: 'anchor', anchor: 'x', space: 's3' }, 'd'),
        link({ kind: 'anchor', anchor: 'here' }, 'e'),
        link({ kind: 'file', file: 'f1' }, 'f'),
        link({ kind: 'space', space: 's1' }, 'g'),
        link({ kind: 'url', url: 'https://example.com' }, 'h'),
        link({ kind: 'user', user: 'u' }, 'i'),
        link({ kind: 'reusable-content', reusableContent: 'not-a-block' }, 'j'),
        { object: 'inline', type: 'mention', isVoid: true, data: { ref: { kind: 'page', page: 'p4' } } },
        { object: 'inline', type: 'button', isVoid: true, data: { label: 'x', kind: 'primary', ref: { kind: 'file', file: 'f2' } } },
        { object: 'inline', type: 'inline-image', isVoid: true, data: { ref: { kind: 'file', file: 'f3' }, refDark: { kind: 'file', file: 'f4' } } },
      ),
      { object: 'block', type: 'images', isVoid: false, data: {}, nodes: [{ object: 'block', type: 'image', isVoid: true, data: { ref: { kind: 'file', file: 'f5' } }, fragments: [{ object: 'fragment', fragment: 'caption', nodes: [p(link({ kind: 'page', page: 'p5' }, 'in caption'))] }] }] },
      { object: 'block', type: 'file', isVoid: true, data: { ref: { kind: 'file', file: 'f6' } } },
      { object: 'block', type: 'drawing', isVoid: true, data: { ref: { kind: 'file', file: 'f7' } } },
      { object: 'block', type: 'content-ref', isVoid: true, data: { ref: { kind: 'space', space: 's4' } } },
      { object: 'block', type: 'reusable-content', isVoid: true, data: { ref: { kind: 'reusable-content', reusableContent: 'rc1' } } },
      { object: 'block', type: 'if', data: { expression: 'false' }, nodes: [{ object: 'block', type: 'reusable-content', isVoid: true, data: { ref: { kind: 'reusable-content', reusableContent: 'rc2' } } }] },
      { object: 'block', type: 'openapi-operation', isVoid: true, data: { ref: { kind: 'openapi', spec: 'petstore' }, path: '/x', method: 'get' } },
      { object: 'block', type: 'openapi-schemas', isVoid: true, data: { ref: { kind: 'openapi', spec: 'petstore' }, schemas: ['A'] } },
      { object: 'block', type: 'swagger', isVoid: true, data: { ref: { kind: 'url', url: 'https://example.com/openapi.json' }, path: '/x', method: 'get' } },
      { object: 'block', type: 'swagger', isVoid: true, data: { ref: { kind: 'file', file: 'spec-file' }, path: '/x', method: 'get' } },
      {
        object: 'block',
        type: 'table',
        isVoid: true,
        data: {
          view: { type: 'grid', columns: ['files', 'img', 'ref'], hideHeader: false },
          definition: { files: { id: 'files', title: 'F', type: 'files' }, img: { id: 'img', title: 'I', type: 'image' }, ref: { id: 'ref', title: 'R', type: 'content-ref' } },
          records: { r: { orderIndex: 'a', values: { files: ['f8', 'f9'], img: { ref: { kind: 'file', file: 'f10' }, alt: 'x' }, ref: { kind: 'page', page: 'p6' } } } },
        },
        fragments: [{ object: 'fragment', fragment: 'cell', nodes: [p(link({ kind: 'file', file: 'f11' }, 'in cell'))] }],
      },
      {
        object: 'block',
        type: 'tabs',
        nodes: [{ object: 'block', type: 'tabs-item', data: { title: 't' }, nodes: [p(link({ kind: 'page', page: 'p7' }, 'in tab'))] }],
      },
    );
    const references = collectReferences(document);
    expect(references.pages).toEqual(
      expect.arrayContaining([
        { spaceId: undefined, pageId: 'p1' },
        { spaceId: 's2', pageId: 'p2' },
        { spaceId: undefined, pageId: 'p3' },
        { spaceId: undefined, pageId: 'p4' },
        { spaceId: undefined, pageId: 'p5' },
        { spaceId: undefined, pageId: 'p6' },
        { spaceId: undefined, pageId: 'p7' },
      ]),
    );
    expect(references.pages).toHaveLength(7);
    expect(references.files.sort()).toEqual(['f1', 'f10', 'f11', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7', 'f8', 'f9']);
    expect(references.spaces.sort()).toEqual(['s1', 's3', 's4']);
    expect(references.reusableContents.sort()).toEqual(['rc1', 'rc2']);
    expect(references.openAPISpecs).toEqual([{ spec: 'petstore' }, { url: 'https://example.com/openapi.json' }, { file: 'spec-file' }]);
  });

  it('walks a deep document without recursion and ignores what is not a document', () => {
    let block: unknown = p(link({ kind: 'page', page: 'deep' }, 'x'));
    for (let i = 0; i < 50_000; i++) block = { object: 'block', type: 'blockquote', nodes: [block] };
    expect(collectReferences(doc(block)).pages).toEqual([{ spaceId: undefined, pageId: 'deep' }]);
    for (const value of [null, 1, 'x', { nodes: 'x' }, { nodes: [null, { data: { ref: 'x' } }] }]) {
      expect(collectReferences(value as never)).toEqual({ pages: [], files: [], spaces: [], reusableContents: [], openAPISpecs: [], integrationBlocks: [] });
    }
  });
});
