import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** The users given a role on the collection, by id; a guest sees only their own. */
export declare function listCollectionUserPermissions(ctx: ContentContext, request: contentV1.ListCollectionUserPermissionsRequest, callContext: CallContext): Promise<contentV1.ListCollectionUserPermissionsResponse>;
