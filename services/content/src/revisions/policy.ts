import type { Level } from '../access/policy';

/** What a level on a space allows with its revisions. */
export const revisionRules = { view: 'read' } as const satisfies Record<string, Level>;
