import type { contentV1, identityV1 } from '@quire/proto';
import type { TeamPermissionRow } from './queries';
/** A team permission as GitBook's "CollectionTeamPermission": the role and identity's team. */
export declare function presentTeamPermission(row: TeamPermissionRow, team: identityV1.OrganizationTeam): contentV1.CollectionTeamPermission;
