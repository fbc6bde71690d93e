import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** PATCH: the visibility (the contract's only updatable field). */
export declare function updateOpenAPISpecBySlug(ctx: ContentContext, request: contentV1.UpdateOpenAPISpecBySlugRequest, callContext: CallContext): Promise<contentV1.UpdateOpenAPISpecBySlugResponse>;
