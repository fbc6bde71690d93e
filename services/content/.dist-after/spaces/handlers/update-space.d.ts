import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
export declare function updateSpace(ctx: ContentContext, request: contentV1.UpdateSpaceRequest, callContext: CallContext): Promise<contentV1.UpdateSpaceResponse>;
