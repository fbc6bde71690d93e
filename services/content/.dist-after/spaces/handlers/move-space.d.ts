import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** The destination is checked by the mover, inside its transaction (organization, create level). */
export declare function moveSpace(ctx: ContentContext, request: contentV1.MoveSpaceRequest, callContext: CallContext): Promise<contentV1.MoveSpaceResponse>;
