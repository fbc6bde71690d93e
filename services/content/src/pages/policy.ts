import type { Level } from '../access/policy';
import { spaceRules } from '../spaces/policy';

/** What a level on a space allows with its pages (writes: see access/content-write.ts). */
export const pageRules = { view: 'read', edit: spaceRules.edit } as const satisfies Record<string, Level>;
