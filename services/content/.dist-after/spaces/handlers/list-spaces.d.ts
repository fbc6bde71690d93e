import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** The live spaces of an organization the caller can see, oldest first. */
export declare function listSpaces(ctx: ContentContext, request: contentV1.ListSpacesRequest, callContext: CallContext): Promise<contentV1.ListSpacesResponse>;
