import { z } from 'zod';
/**
 * `limit` of both operations: a number with no bounds in the contract (not the lists' 1..1000).
 * Below 0 means no change at all, a fraction is rounded down.
 */
export declare const ZChangesLimit: z.ZodPipe<z.ZodOptional<z.ZodNumber>, z.ZodTransform<number, number | undefined>>;
