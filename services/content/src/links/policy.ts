import type { Level } from '../access/policy';

/** What a level on a space allows with its links. */
export const linkRules = { list: 'read' } as const satisfies Record<string, Level>;
