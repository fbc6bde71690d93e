import { z } from 'zod';
import { findUnstorableText, parseRequest, ServerError, Status } from '../src';

const ZExampleRequest = z.object({ title: z.string().max(5), tags: z.array(z.string()).max(2).optional() });

function rejection(request: unknown): { code: Status; details: string } {
  try {
    parseRequest(ZExampleRequest, request);
  } catch (error) {
    if (error instanceof ServerError) return { code: error.code, details: error.details };
    throw error;
  }
  throw new Error('parseRequest accepted the request');
}

describe('parseRequest', () => {
  it('returns the parsed request', () => {
    expect(parseRequest(ZExampleRequest, { title: 'Hi', tags: ['a'] })).toEqual({ title: 'Hi', tags: ['a'] });
  });

  it('answers INVALID_ARGUMENT naming the field of the first issue', () => {
    expect(rejection({ title: 'too long' })).toEqual({ code: Status.INVALID_ARGUMENT, details: expect.stringMatching(/^title: /) });
    expect(rejection({ title: 'ok', tags: ['a', 'b', 'c'] }).details).toMatch(/^tags: /);
  });

  it('refuses NUL and lone surrogates in any string, naming the field, before the schema', () => {
    expect(rejection({ title: 'a\u0000' })).toEqual({ code: Status.INVALID_ARGUMENT, details: 'title: must not contain NUL characters' });
    expect(rejection({ title: 'ok', tags: ['fine', '\ud800'] }).details).toBe('tags.1: must be valid Unicode (lone surrogate)');
    expect(rejection({ title: 'ok', extra: { deep: 'x\udc00' } }).details).toBe('extra.deep: must be valid Unicode (lone surrogate)');
  });
});

describe('findUnstorableText', () => {
  it('accepts surrogate pairs and ordinary text', () => {
    expect(findUnstorableText({ emoji: '😀', text: 'naïve', n: 1, d: new Date(0), nested: [{ a: null }] })).toBeUndefined();
  });

  it('finds bad characters in object keys', () => {
    expect(findUnstorableText({ ['k\u0000']: 1 })).toEqual({ path: 'k\u0000', reason: 'must not contain NUL characters' });
  });
});
