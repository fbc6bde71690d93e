import { type Page } from '@quire/shared';
import type { GrantSubject, Level } from '../access/policy';
import type { Db } from '../db';
/** What grants are given on: one space, or one collection (users only: team grants on collections are collection-permissions'). */
export type GrantTarget = {
    kind: 'space';
    spaceId: string;
} | {
    kind: 'collection';
    collectionId: string;
};
export type GrantRow = {
    subjectId: string;
    role: Level;
};
/**
 * One keyset page of the grants to `subject`s on a target, by subject id (the primary key's
 * order), and their total. `onlySubjectIds` restricts both (a guest's own grants).
 */
export declare function listGrantsPage(db: Db, { target, subject, onlySubjectIds, page, limit }: {
    target: GrantTarget;
    subject: GrantSubject;
    onlySubjectIds?: readonly string[];
    page?: string;
    limit: number;
}): Promise<Page<GrantRow>>;
/** Whether `subjectId` has a grant on the target. */
export declare function hasGrant(db: Db, target: GrantTarget, subject: GrantSubject, subjectId: string): Promise<boolean>;
