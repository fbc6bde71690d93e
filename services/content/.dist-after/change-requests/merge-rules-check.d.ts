import type { Db } from '../db';
import { type StoredMergeRules } from '../spaces/merge-rules';
import type { ChangeRequestRow } from './queries';
export type ReviewFact = {
    reviewerId: string;
    status: 'approved' | 'changes_requested';
    createdAt: Date;
};
export type MergeRulesFacts = {
    /** The space's stored `mergeRules`. */
    spaceRules: unknown;
    /** The organization's rules, used when the space inherits (identity keeps none yet: `none`). */
    organizationRules: StoredMergeRules;
    actorId: string;
    subject: string;
    hasDescription: boolean;
    outdated: boolean;
    reviews: readonly ReviewFact[];
};
/** Identity keeps no organization merge rules yet: a space that inherits has none. */
export declare const ORGANIZATION_MERGE_RULES: StoredMergeRules;
/**
 * What the merge rules are checked against, read inside the merge's transaction: the change
 * request and the space as locked there (no second read of either), and the reviews.
 */
export declare function loadMergeFacts(tx: Db, { changeRequest, space, actorId }: {
    changeRequest: ChangeRequestRow;
    space: {
        revisionId: string;
        mergeRules: unknown;
    };
    actorId: string;
}): Promise<MergeRulesFacts>;
/**
 * The merge rules a merge would break, as sentences for the 400 message; empty when it may
 * go ahead. A space that inherits uses the organization's rules; `allow_bypass` lets its users
 * merge regardless. Rules Quire cannot evaluate (agent reviews, custom expressions) are
 * reported unmet rather than silently passed.
 */
export declare function unmetMergeRules(facts: MergeRulesFacts): string[];
