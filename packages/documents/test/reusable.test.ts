import type { JSONDocument } from '@gitbook/api';
import { documentToMarkdown, inlineReusableContents, reusableContentIdsOf } from '../src';

// Reusable contents written in place, for outputs that have no include (Markdown, PDF).

const text = (value: string) => ({ object: 'text', leaves: [{ object: 'leaf', text: value, marks: [] }] });
const p = (value: string) => ({ object: 'block', type: 'paragraph', nodes: [text(value)] });
const ref = (id: string) => ({ object: 'block', type: 'reusable-content', isVoid: true, data: { ref: { kind: 'reusable-content', reusableContent: id } } });
const doc = (...nodes: object[]) => ({ object: 'document', data: {}, nodes }) as unknown as JSONDocument;
const hint = (...nodes: object[]) => ({ object: 'block', type: 'hint', data: { style: 'info' }, nodes });

describe('inlineReusableContents', () => {
  it('replaces each block by the blocks it includes, inside containers too', () => {
    const page = doc(p('Before.'), hint(ref('a')), ref('a'), p('After.'));
    expect(reusableContentIdsOf(page)).toEqual(['a']);
    const inlined = inlineReusableContents(page, (id) => (id === 'a' ? doc(p('Shared text.')) : undefined));
    const markdown = documentToMarkdown(inlined);
    expect(markdown.match(/Shared text\./g)).toHaveLength(2);
    expect(markdown).not.toContain('reusable-content');
  });

  it('leaves out missing ones, cycles and what is deeper than the limit, and keeps a document without includes as it is', () => {
    const levels: Record<string, JSONDocument> = {};
    for (let i = 0; i < 6; i++) levels[`r${i}`] = doc(p(`level ${i}`), ref(`r${i + 1}`));
    const deep = documentToMarkdown(inlineReusableContents(doc(ref('r0'), ref('gone')), (id) => levels[id], 3));
    expect(deep).toContain('level 2');
    expect(deep).not.toContain('level 3');
    const cycle = documentToMarkdown(inlineReusableContents(doc(ref('x')), (id) => ({ x: doc(p('from x'), ref('y')), y: doc(p('from y'), ref('x')) })[id]));
    expect(cycle.match(/from x/g)).toHaveLength(1);
    expect(cycle).toContain('from y');
    const plain = doc(p('Nothing included.'));
    expect(inlineReusableContents(plain, () => undefined)).toBe(plain);
  });
});
