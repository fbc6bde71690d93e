import { z } from 'zod';
import { DEFAULT_CHANGES_LIMIT } from './compute';

/**
 * `limit` of both operations: a number with no bounds in the contract (not the lists' 1..1000).
 * Below 0 means no change at all, a fraction is rounded down.
 */
export const ZChangesLimit = z
  .number()
  .refine((value) => !Number.isNaN(value), { error: 'must be a number' })
  .optional()
  .transform((value) => (value === undefined ? DEFAULT_CHANGES_LIMIT : Math.max(0, Math.floor(value))));
