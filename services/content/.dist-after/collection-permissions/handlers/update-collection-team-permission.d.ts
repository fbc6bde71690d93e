import type { contentV1, googleProtobufEmpty } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** Changes the role of a team that has a permission on the collection; null removes it. */
export declare function updateCollectionTeamPermission(ctx: ContentContext, request: contentV1.UpdateCollectionTeamPermissionRequest, callContext: CallContext): Promise<googleProtobufEmpty.Empty>;
