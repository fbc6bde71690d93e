import { z } from 'zod';
import { validationMessage } from '../src/express-gateway/policies/route';

const messageOf = (schema: z.ZodType, input: unknown, location = 'body') => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to be refused');
  return validationMessage(result.error, location);
};

describe('validationMessage', () => {
  it('names the field of each issue, nested with dots', () => {
    const schema = z.object({ title: z.string().max(3), position: z.object({ before: z.string().min(5) }) });
    expect(messageOf(schema, { title: 'long', position: { before: 'a' } })).toMatch(/^title: .+; position\.before: /);
  });

  it('names the location when the whole value is wrong', () => {
    expect(messageOf(z.object({ title: z.string() }), null)).toMatch(/^body: /);
    expect(messageOf(z.object({ limit: z.number() }), undefined, 'query')).toMatch(/^query: /);
  });

  it('names every unknown field of a strict object, not the object', () => {
    const schema = z.strictObject({ title: z.string(), position: z.strictObject({ before: z.string() }).optional() });
    expect(messageOf(schema, { title: 'ok', sso: true, ai: false })).toBe('sso: is not a known field; ai: is not a known field');
    expect(messageOf(schema, { title: 'ok', position: { before: 'a', after: 'b' } })).toBe('position.after: is not a known field');
  });
});
