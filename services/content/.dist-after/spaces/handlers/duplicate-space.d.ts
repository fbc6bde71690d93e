import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** Copies a space next to itself: needs to see it, and to create spaces where it is. */
export declare function duplicateSpace(ctx: ContentContext, request: contentV1.DuplicateSpaceRequest, callContext: CallContext): Promise<contentV1.DuplicateSpaceResponse>;
