import { invalidArgument } from '@quire/shared';
import { z } from 'zod';

// The contract's limits, checked again here: the gateway is not this service's only caller.
export const ZCollectionTitle = z.string().max(50);
export const ZCollectionDescription = z.string().max(100);
export const ZSpaceTitle = z.string().max(50);
export const ZEmoji = z.string().max(50);
export const ZIconUrl = z.url({ protocol: /^https?$/ }).max(2048);
export const ZId = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be an id');
export const ZIdList = z.array(ZId).max(100);

export const DEFAULT_TITLE = 'Untitled';

/** `value` parsed by `schema`, or INVALID_ARGUMENT "<field>: <reason>" (the gateway's format). */
export function parseField<T>(schema: z.ZodType<T>, value: unknown, field: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidArgument(`${field}: ${result.error.issues[0]?.message ?? 'invalid value'}`);
  return result.data;
}
