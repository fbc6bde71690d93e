import type { contentV1, googleProtobufEmpty } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** Idempotent, as GitBook's (204 "The team was not found in the collection"). */
export declare function removeCollectionTeamPermission(ctx: ContentContext, request: contentV1.RemoveCollectionTeamPermissionRequest, callContext: CallContext): Promise<googleProtobufEmpty.Empty>;
