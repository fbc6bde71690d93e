import type { contentV1, googleProtobufEmpty } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * Sets the user's role on the collection (creating their grant), null removes it, an absent role
 * changes nothing. NOT_FOUND when the user is not the organization's.
 */
export declare function updateCollectionUserPermission(ctx: ContentContext, request: contentV1.UpdateCollectionUserPermissionRequest, callContext: CallContext): Promise<googleProtobufEmpty.Empty>;
