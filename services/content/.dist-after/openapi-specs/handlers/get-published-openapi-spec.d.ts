import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * The newest valid version of a public spec as JSON (extension; the route needs no bearer
 * token, as `urls.published` is for anyone). Takes no principal.
 */
export declare function getPublishedOpenAPISpec(ctx: ContentContext, request: contentV1.GetPublishedOpenAPISpecRequest, _callContext: CallContext): Promise<contentV1.GetPublishedOpenAPISpecResponse>;
