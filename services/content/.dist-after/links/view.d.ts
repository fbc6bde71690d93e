import type { Level } from '../access/policy';
import type { SpaceRow } from '../spaces/queries';
import type { RevisionGraph } from './graph';
/**
 * A revision as one request reads it: the graph of its pages and files, the space it belongs to
 * with the caller's level on it, and whether it is the main content or a change request's
 * (pages' `urls.app` differ).
 */
export type ContentView = {
    graph: RevisionGraph;
    space: SpaceRow;
    access: Level | null;
    changeRequestNumber: number | null;
};
