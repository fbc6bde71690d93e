import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** The users given a role on the space, by id; a guest sees only their own. */
export declare function listSpaceUserPermissions(ctx: ContentContext, request: contentV1.ListSpaceUserPermissionsRequest, callContext: CallContext): Promise<contentV1.ListSpaceUserPermissionsResponse>;
