import type { z } from 'zod';
import { invalidArgument } from './errors';

// PostgreSQL refuses U+0000 in text and cannot store half of a surrogate pair; caught here,
// such a value is the caller's mistake (400) instead of a database error (500).
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored, or undefined when it can. */
export function unstorableTextReason(text: string): string | undefined {
  const match = UNSTORABLE.exec(text);
  if (!match) return undefined;
  return match[0] === '\u0000' ? 'must not contain NUL characters' : 'must be valid Unicode (lone surrogate)';
}

/** The path ("a.b.0.c") and reason of the first string inside `value` that cannot be stored. */
export function findUnstorableText(value: unknown, path: (string | number)[] = []): { path: string; reason: string } | undefined {
  if (typeof value === 'string') {
    const reason = unstorableTextReason(value);
    return reason ? { path: path.join('.'), reason } : undefined;
  }
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findUnstorableText(value[index], [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object' && !(value instanceof Date) && !(value instanceof Uint8Array)) {
    for (const [key, item] of Object.entries(value)) {
      const keyReason = unstorableTextReason(key);
      if (keyReason) return { path: [...path, key].join('.'), reason: keyReason };
      const found = findUnstorableText(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * A request message checked by its `ZVerbNounRequest` schema: the first problem becomes
 * INVALID_ARGUMENT "<field>: <reason>", the gateway's format. Strings PostgreSQL cannot
 * store (NUL, lone surrogates) are refused first, in any field, whatever the schema says.
 */
export function parseRequest<S extends z.ZodType>(schema: S, request: unknown): z.output<S> {
  const unstorable = findUnstorableText(request);
  if (unstorable) throw invalidArgument(`${unstorable.path || 'request'}: ${unstorable.reason}`);
  const result = schema.safeParse(request);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || 'request';
  throw invalidArgument(`${field}: ${issue?.message ?? 'invalid value'}`);
}
