import { type Page } from '@quire/shared';
import type { Db } from '../db';
import type { MemberRole } from '../generated/prisma/enums';
export type TeamPermissionRow = {
    teamId: string;
    role: MemberRole;
};
/**
 * One keyset page of a collection's team permissions, by team id (the primary key's order),
 * and the ids of every team with a permission on the collection, so that the caller can count
 * only the teams identity still knows. `onlyTeamIds` restricts both to those teams (a guest's own) (a deleted team's rows stay until its event is consumed).
 */
export declare function listTeamPermissionsPage(db: Db, { collectionId, onlyTeamIds, page, limit }: {
    collectionId: string;
    onlyTeamIds?: readonly string[];
    page?: string;
    limit: number;
}): Promise<Page<TeamPermissionRow> & {
    allTeamIds: string[];
}>;
/** Whether a team has a permission on the collection. */
export declare function hasTeamPermission(db: Db, collectionId: string, teamId: string): Promise<boolean>;
