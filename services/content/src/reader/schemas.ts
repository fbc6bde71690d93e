import { z } from 'zod';
import { ZId } from '../lib/validation';

/** The most spaces one GetSpaceTrees or SearchSpaces names (reader.proto). */
export const MAX_SPACES = 100;

/** A list of ids of at most `max`, each an id; repeated ids count once. */
export const ZReaderIds = (max: number) => z.array(ZId).max(max, `must hold at most ${max} ids`);
