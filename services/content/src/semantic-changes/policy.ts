import type { Level } from '../access/policy';

/** What a level on a space allows with the changes of its revisions and change requests: reading them, as the content. */
export const semanticChangeRules = { view: 'read' } as const satisfies Record<string, Level>;
