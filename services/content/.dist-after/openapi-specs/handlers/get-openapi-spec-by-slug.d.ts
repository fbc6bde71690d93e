import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
export declare function getOpenAPISpecBySlug(ctx: ContentContext, request: contentV1.GetOpenAPISpecBySlugRequest, callContext: CallContext): Promise<contentV1.GetOpenAPISpecBySlugResponse>;
