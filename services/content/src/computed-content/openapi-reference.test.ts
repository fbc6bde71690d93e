import { beyondBounds, MAX_COMPUTED_OPERATIONS, MAX_COMPUTED_PAGES, pageSlugs, referenceOutline, schemasBlocks, SCHEMAS_PER_BLOCK, seededId } from './openapi-reference';

// The pure part of the `builtin:openapi` source: outlines, slugs, ids, schema blocks, bounds.

const ok = { responses: { '200': { description: 'ok' } } };

describe('referenceOutline', () => {
  it('orders declared tags first, then tags met on operations, and keeps untagged operations last', () => {
    const outline = referenceOutline({
      openapi: '3.1.0',
      tags: [{ name: 'b' }, { name: 'a', 'x-page-title': '  A   pages ' }, { name: 'b' }, { name: 'empty' }],
      paths: {
        '/x': { get: { ...ok, tags: ['c', 'a', 'a'] }, post: { ...ok }, parameters: [] },
        '/y': { $ref: '#/components/pathItems/Y' },
        '/z': { $ref: '#/components/pathItems/Missing' },
        '/w': 'not an object',
      },
      components: { pathItems: { Y: { delete: { ...ok, tags: ['b'] } } } },
    });
    expect(outline.tags.map((tag) => [tag.name, tag.title, tag.operations.map((operation) => `${operation.method} ${operation.path}`)])).toEqual([
      ['b', 'b', ['delete /y']],
      ['a', 'A pages', ['get /x']],
      ['c', 'c', ['get /x']],
      [null, 'Other operations', ['post /x']],
    ]);
    expect(outline.schemas).toEqual([]);
  });

  it('gives tag pages distinct slugs and keeps `models` for the models page when the spec has schemas', () => {
    const tags = ['Models', 'Pets!', 'pets'].map((name) => ({ name, title: name, operations: [{ method: 'get', path: '/' }] }));
    expect(pageSlugs({ tags, schemas: ['Pet'] }).map(({ slug }) => slug)).toEqual(['models-2', 'pets', 'pets-2']);
    expect(pageSlugs({ tags, schemas: [] }).map(({ slug }) => slug)).toEqual(['models', 'pets', 'pets-2']);
  });
});

describe('seeded ids and blocks', () => {
  it('derives ids from the seed and what they name only', () => {
    expect(seededId('s', 'page', 'pets')).toBe(seededId('s', 'page', 'pets'));
    expect(seededId('s', 'page', 'pets')).not.toBe(seededId('t', 'page', 'pets'));
    // Parts are separated: ("ab", "c") is not ("a", "bc").
    expect(seededId('s', 'ab', 'c')).not.toBe(seededId('s', 'a', 'bc'));
    expect(seededId('s', 'x')).toMatch(/^[A-Za-z0-9_-]{20}$/);
  });

  it('splits the models into blocks the reader shows whole, grouped only when there is one', () => {
    const names = Array.from({ length: SCHEMAS_PER_BLOCK * 2 + 1 }, (_, index) => `S${index}`);
    const blocks = schemasBlocks('pets', 'seed', names);
    expect(blocks.map((block) => (block.data as { schemas: string[] }).schemas.length)).toEqual([SCHEMAS_PER_BLOCK, SCHEMAS_PER_BLOCK, 1]);
    expect(blocks.every((block) => (block.data as { grouped: boolean }).grouped === false)).toBe(true);
    expect(new Set(blocks.map((block) => block.key)).size).toBe(3);
    expect(schemasBlocks('pets', 'seed', ['Pet'])).toEqual([expect.objectContaining({ data: { ref: { kind: 'openapi', spec: 'pets' }, schemas: ['Pet'], grouped: true } })]);
    expect(schemasBlocks('pets', 'seed', [])).toEqual([]);
  });
});

describe('beyondBounds', () => {
  it('names what is over Quire\'s bounds', () => {
    const tag = (count: number) => ({ name: 't', title: 't', operations: Array.from({ length: count }, () => ({ method: 'get', path: '/' })) });
    expect(beyondBounds([tag(MAX_COMPUTED_OPERATIONS)], [])).toBeUndefined();
    expect(beyondBounds([tag(MAX_COMPUTED_OPERATIONS + 1)], [])).toMatch(/operations to show/);
    expect(beyondBounds(Array.from({ length: MAX_COMPUTED_PAGES + 1 }, () => tag(1)), [])).toMatch(/tags to make pages of/);
  });
});
