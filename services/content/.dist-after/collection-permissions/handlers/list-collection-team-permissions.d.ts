import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * Anyone who can read the collection lists its team permissions. Members see every team;
 * guests see their own teams' permissions (identity shows guests no other team), read from
 * identity's list of the guest's own teams instead of the organization's.
 */
export declare function listCollectionTeamPermissions(ctx: ContentContext, request: contentV1.ListCollectionTeamPermissionsRequest, callContext: CallContext): Promise<contentV1.ListCollectionTeamPermissionsResponse>;
