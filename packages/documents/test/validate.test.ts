import { validateDocument } from '../src';
import { text } from './helpers';

const paragraph = (...nodes: unknown[]) => ({ object: 'block', type: 'paragraph', nodes });
const doc = (...nodes: unknown[]) => ({ object: 'document', data: {}, nodes });

describe('validateDocument', () => {
  it('accepts a valid document and returns it', () => {
    const document = doc(paragraph(text('hi')), { object: 'block', type: 'divider', isVoid: true, data: {} });
    expect(validateDocument(document)).toEqual({ ok: true, document });
  });

  it('rejects what is not a document at the root', () => {
    expect(validateDocument(null)).toMatchObject({ ok: false, path: '' });
    expect(validateDocument({ object: 'document', nodes: [] })).toEqual({ ok: false, path: '', message: 'missing required property "data"' });
    expect(validateDocument({ object: 'page', data: {}, nodes: [] })).toMatchObject({ ok: false, path: '' });
  });

  it('points at the deepest invalid node: a bad mark inside a leaf inside a paragraph', () => {
    const document = doc(
      paragraph(text('ok')),
      paragraph(text('fine'), { object: 'inline', type: 'link', data: { ref: { kind: 'url', url: 'u' } }, nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: 'x', marks: [{ object: 'mark', type: 'underline' }] }] }] }, text('')),
    );
    expect(validateDocument(document)).toEqual({ ok: false, path: '/nodes/1/nodes/1/nodes/0/leaves/0/marks/0', message: 'unknown mark type "underline"' });
  });

  it('names the missing field of a node whose type is right', () => {
    const document = doc({ object: 'block', type: 'code', nodes: [] });
    expect(validateDocument(document)).toEqual({ ok: false, path: '/nodes/0', message: 'missing required property "data"' });
    const hint = doc({ object: 'block', type: 'hint', data: { style: 'tip' }, nodes: [paragraph(text('x'))] });
    expect(validateDocument(hint)).toEqual({ ok: false, path: '/nodes/0', message: 'data.style must be one of "info", "warning", "danger", "success"' });
  });

  it('rejects a block where the schema does not allow it', () => {
    const code = { object: 'block', type: 'code', data: {}, nodes: [{ object: 'block', type: 'code-line', data: {}, nodes: [text('x')] }] };
    const result = validateDocument(doc({ object: 'block', type: 'hint', data: { style: 'info' }, nodes: [paragraph(text('a')), code] }));
    expect(result).toEqual({ ok: false, path: '/nodes/0/nodes/1', message: 'block type "code" is not allowed here' });
    const nested = doc({ object: 'block', type: 'list-unordered', nodes: [{ object: 'block', type: 'list-item', nodes: [paragraph(text('a')), { object: 'block', type: 'tabs', nodes: [] }] }] });
    expect(validateDocument(nested)).toEqual({ ok: false, path: '/nodes/0/nodes/0/nodes/1', message: 'block type "tabs" is not allowed here' });
    expect(validateDocument(doc({ object: 'block', type: 'paragraph', nodes: [], data: { align: 'middle' } }))).toEqual({
      ok: false,
      path: '/nodes/0',
      message: 'data.align must be one of "start", "center", "end"',
    });
    expect(validateDocument(doc({ object: 'block', type: 'columns', isVoid: false, data: {}, nodes: [] }))).toEqual({ ok: false, path: '/nodes/0', message: 'block type "columns" is not allowed here' });
  });

  it('checks leaves and texts', () => {
    expect(validateDocument(doc(paragraph({ object: 'text', leaves: [{ object: 'leaf', text: 'x' }] })))).toEqual({
      ok: false,
      path: '/nodes/0/nodes/0/leaves/0',
      message: 'missing required property "marks"',
    });
  });
});
