import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Nodes, Root } from 'mdast';
import { documentToMarkdown, markdownToDocument, parseMarkdown } from '../src';
import { roundTrip } from './helpers';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');

/**
 * mdast modulo what the conversion normalises on purpose: positions, list looseness,
 * soft line breaks (spaces), heading levels past 3, left table alignment (the default).
 */
function normalise(tree: Root): unknown {
  const walk = (node: Nodes): unknown => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === 'position' || key === 'spread') continue;
      if (key === 'children') out.children = (value as Nodes[]).map(walk);
      else out[key] = value;
    }
    if (node.type === 'text') out.value = node.value.replace(/[ \t]*\n[ \t]*/g, ' ');
    if (node.type === 'heading') out.depth = Math.min(node.depth, 3);
    if (node.type === 'table') out.align = (node.align ?? []).map((a) => a ?? 'left');
    return out;
  };
  return walk(tree);
}

describe.each(['typical-page.md', 'gitbook-export.md'])('%s', (name) => {
  const markdown = fixture(name);

  it('comes back as the same mdast after markdown → document → markdown', () => {
    const written = documentToMarkdown(markdownToDocument(markdown));
    expect(normalise(parseMarkdown(written))).toEqual(normalise(parseMarkdown(markdown)));
  });

  it('gives a valid document that survives the round trip', () => {
    roundTrip(markdown);
  });
});

describe('gitbook-export.md', () => {
  it('maps every GitBook block', () => {
    const types = markdownToDocument(fixture('gitbook-export.md')).nodes.map((node) => node.type);
    expect(types).toEqual([
      'heading-1',
      'paragraph',
      'hint',
      'heading-2',
      'tabs',
      'code',
      'heading-2',
      'stepper',
      'expandable',
      'embed',
      'content-ref',
      'file',
      'images',
      'table',
      'paragraph',
      'math',
      'list-ordered',
      'list-tasks',
      'blockquote',
      'divider',
      'paragraph',
    ]);
  });
});
