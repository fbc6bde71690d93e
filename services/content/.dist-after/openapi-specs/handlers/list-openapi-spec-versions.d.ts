import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** A spec's versions, newest first; three queries (the spec, the page and the count). */
export declare function listOpenAPISpecVersions(ctx: ContentContext, request: contentV1.ListOpenAPISpecVersionsRequest, callContext: CallContext): Promise<contentV1.ListOpenAPISpecVersionsResponse>;
