import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** The destination is checked by the mover, inside its transaction (cycles, depth, organization). */
export declare function moveCollection(ctx: ContentContext, request: contentV1.MoveCollectionRequest, callContext: CallContext): Promise<contentV1.MoveCollectionResponse>;
