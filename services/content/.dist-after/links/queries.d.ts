import type pg from 'pg';
import type { LinkTargetKind } from '../generated/prisma/enums';
/** A stored reference that may point at a given page or file, and the body it is in. */
export type CandidateRow = {
    body_hash: string;
    kind: LinkTargetKind;
    target: string | null;
    space_id: string | null;
};
/**
 * The references that may point at one page or file (backlinks): those naming its id (any
 * body, through the index on (lookup_key, kind)), and the relative paths whose last segment
 * gives one of its names, in the bodies of the revision only (names like `readme` or `intro`
 * are common to every space). The caller keeps those whose body is a page of the revision and
 * which resolve to the target there.
 */
export declare function findBacklinkCandidates(pool: pg.Pool, { kind, id, pathKeys, bodyHashes }: {
    kind: 'page' | 'file';
    id: string;
    pathKeys: readonly string[];
    bodyHashes: readonly string[];
}): Promise<CandidateRow[]>;
