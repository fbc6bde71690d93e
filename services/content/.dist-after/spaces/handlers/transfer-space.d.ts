import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** Moves a space to the top level of another organization: admins of both only. */
export declare function transferSpace(ctx: ContentContext, request: contentV1.TransferSpaceRequest, callContext: CallContext): Promise<contentV1.TransferSpaceResponse>;
