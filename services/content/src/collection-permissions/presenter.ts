import type { contentV1, identityV1 } from '@quire/proto';
import { memberRoleToProto } from '@quire/shared';
import type { Level } from '../access/policy';
import type { TeamPermissionRow } from './queries';

/** A team permission as GitBook's "CollectionTeamPermission": the role and identity's team. */
export function presentTeamPermission(row: TeamPermissionRow, team: identityV1.OrganizationTeam): contentV1.CollectionTeamPermission {
  return { permission: memberRoleToProto(row.role as Level), team };
}
