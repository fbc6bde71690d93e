import { z } from 'zod';
/** The most spaces one GetSpaceTrees or SearchSpaces names (reader.proto). */
export declare const MAX_SPACES = 100;
/** A list of ids of at most `max`, each an id; repeated ids count once. */
export declare const ZReaderIds: (max: number) => z.ZodArray<z.ZodString>;
