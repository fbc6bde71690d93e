import type { Level } from '../access/policy';

/** Exporting shows the content, so reading it is enough. */
export const exportRules = { view: 'read' } as const satisfies Record<string, Level>;
