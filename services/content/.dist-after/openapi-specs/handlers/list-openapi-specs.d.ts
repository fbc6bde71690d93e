import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** The organization's specs, oldest first; two queries (the page and the count). */
export declare function listOpenAPISpecs(ctx: ContentContext, request: contentV1.ListOpenAPISpecsRequest, callContext: CallContext): Promise<contentV1.ListOpenAPISpecsResponse>;
