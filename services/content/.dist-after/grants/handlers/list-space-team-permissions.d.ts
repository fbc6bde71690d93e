import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** The teams given a role on the space, by id; a guest sees only their own. */
export declare function listSpaceTeamPermissions(ctx: ContentContext, request: contentV1.ListSpaceTeamPermissionsRequest, callContext: CallContext): Promise<contentV1.ListSpaceTeamPermissionsResponse>;
