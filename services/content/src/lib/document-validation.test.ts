import { Status } from '@quire/shared';
import { MAX_DOCUMENT_BYTES, validateDocument } from './document-validation';

const paragraph = (text: string) => ({
  object: 'block',
  type: 'paragraph',
  nodes: [{ object: 'text', leaves: [{ object: 'leaf', text, marks: [] }] }],
});

const failure = (document: unknown): { code: Status; details: string } => {
  try {
    validateDocument('description', document);
  } catch (error) {
    return error as { code: Status; details: string };
  }
  throw new Error('expected the document to be refused');
};

describe('validateDocument (GitBook JSONDocument)', () => {
  test('accepts documents of the block model', () => {
    expect(() => validateDocument('description', { object: 'document', data: {}, nodes: [] })).not.toThrow();
    expect(() =>
      validateDocument('description', { object: 'document', data: { schemaVersion: 1 }, nodes: [paragraph('Why this change'), paragraph('')] }),
    ).not.toThrow();
  });

  test('refuses what is not a document, naming the field and the path', () => {
    expect(failure({ nodes: [] })).toMatchObject({ code: Status.INVALID_ARGUMENT, details: expect.stringMatching(/^description: /) });
    expect(failure({ object: 'page', data: {}, nodes: [] }).details).toMatch(/^description: object /);
    expect(failure({ object: 'document', data: {}, nodes: [{ object: 'block', type: 'no-such-block', nodes: [] }] }).details).toMatch(
      /^description\.nodes\.0/,
    );
    expect(failure({ object: 'document', data: { schemaVersion: 'one' }, nodes: [] }).details).toMatch(/^description: data\.schemaVersion /);
    expect(failure('text').code).toBe(Status.INVALID_ARGUMENT);
  });

  test('refuses a document larger than the limit', () => {
    const big = { object: 'document', data: {}, nodes: [paragraph('x'.repeat(MAX_DOCUMENT_BYTES))] };
    expect(failure(big).details).toBe(`description: must be at most ${MAX_DOCUMENT_BYTES} bytes of JSON`);
  });
});
