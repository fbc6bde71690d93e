import type { Level } from '../access/policy';

/** What a level on a space allows with its search. */
export const searchRules = { search: 'read' } as const satisfies Record<string, Level>;
