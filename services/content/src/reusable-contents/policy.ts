import type { Level } from '../access/policy';
import { spaceRules } from '../spaces/policy';

/** What a level on a space allows with its reusable contents (as with its pages). */
export const reusableContentRules = { view: 'read', edit: spaceRules.edit } as const satisfies Record<string, Level>;
