import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** Removes the user's grant on the collection: `removed` (205) when there was one, else 204. */
export declare function removeCollectionUserPermission(ctx: ContentContext, request: contentV1.RemoveCollectionUserPermissionRequest, callContext: CallContext): Promise<contentV1.RemoveCollectionUserPermissionResponse>;
