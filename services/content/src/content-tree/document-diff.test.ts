import { markdownToDocument } from '@quire/documents';
import { diffDocuments } from './document-diff';

const summary = (before: string, after: string) =>
  diffDocuments(markdownToDocument(before), markdownToDocument(after)).map((c) => `${c.change} ${c.type} ${c.before?.path.join('.') ?? '-'} ${c.after?.path.join('.') ?? '-'}`);

describe('diffDocuments', () => {
  it('finds nothing between equal documents', () => {
    expect(summary('# Title\n\nOne.\n\nTwo.\n', '# Title\n\nOne.\n\nTwo.\n')).toEqual([]);
  });

  it('reports an edited paragraph as one block, with both sides', () => {
    const changes = diffDocuments(markdownToDocument('# Title\n\nOne.\n\nTwo.\n'), markdownToDocument('# Title\n\nOne, edited.\n\nTwo.\n'));
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ change: 'edited', type: 'paragraph', before: { path: [1] }, after: { path: [1] } });
    expect(JSON.stringify(changes[0].after?.block)).toContain('One, edited.');
  });

  it('reports added and removed blocks where they happen', () => {
    expect(summary('One.\n\nTwo.\n', 'One.\n\n## New\n\nTwo.\n')).toEqual(['added heading-2 - 1']);
    expect(summary('One.\n\n## Old\n\nTwo.\n', 'One.\n\nTwo.\n')).toEqual(['removed heading-2 1 -']);
  });

  it('goes into blocks made of blocks: one list item edited is one change', () => {
    expect(summary('- a\n- b\n- c\n', '- a\n- B\n- c\n')).toEqual(['edited paragraph 0.1.0 0.1.0']);
    expect(summary('{% hint style="info" %}\nInside\n{% endhint %}\n', '{% hint style="info" %}\nInside\n\nMore\n{% endhint %}\n')).toEqual(['added paragraph - 0.1']);
  });

  it('reports a container whose own data changed as edited whole', () => {
    expect(summary('{% hint style="info" %}\nInside\n{% endhint %}\n', '{% hint style="danger" %}\nInside\n{% endhint %}\n')).toEqual(['edited hint 0 0']);
  });

  it('reports a block taken from one place to another as moved', () => {
    expect(summary('## A\n\nFirst.\n\n## B\n\nSecond.\n', '## B\n\nSecond.\n\n## A\n\nFirst.\n')).toEqual(
      expect.arrayContaining(['moved heading-2 0 2', 'moved paragraph 1 3']),
    );
  });

  it('ignores the editor keys of blocks', () => {
    const before = { nodes: [{ object: 'block', type: 'paragraph', key: 'k1', nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: 'x', marks: [] }] }] }] };
    const after = { nodes: [{ object: 'block', type: 'paragraph', key: 'k2', nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: 'x', marks: [] }] }] }] };
    expect(diffDocuments(before, after)).toEqual([]);
  });
});
