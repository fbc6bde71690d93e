import type { Level } from '../access/policy';

/** What a level on a space allows with its documents (the bodies of its pages). */
export const documentRules = { view: 'read' } as const satisfies Record<string, Level>;
