import type { contentV1, googleProtobufEmpty } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** Gives users and teams a role on a space (null removes their grants); all or nothing. */
export declare function inviteToSpace(ctx: ContentContext, request: contentV1.InviteToSpaceRequest, callContext: CallContext): Promise<googleProtobufEmpty.Empty>;
