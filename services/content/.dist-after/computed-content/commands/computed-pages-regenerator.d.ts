import type { PrismaClient } from '../../db';
export type Regeneration = {
    spaceId: string;
    /** Only the computed pages on this spec; absent: every computed page of the space. */
    specSlug?: string;
};
export type RegenerationOutcome = {
    result: 'absent';
} | {
    result: 'unchanged';
} | {
    result: 'written';
    revisionId: string;
    put: number;
    removed: number;
    skipped: string[];
};
/**
 * Brings the pages that computed pages of a space's main content generated up to date with their
 * specs, as a new revision of type `computed` written by no one (the system), with the usual
 * page events (search, links, the reader's caches and Git export follow them). Idempotent: a
 * space already current writes nothing. When the main content moved between the plan and the
 * write, the plan is made again (a few times).
 */
export declare function computedPagesRegenerator(db: PrismaClient, input: Regeneration): Promise<RegenerationOutcome>;
