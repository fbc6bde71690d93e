import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * The pages a `builtin:openapi` revision source generates for the space from the newest valid
 * version of the spec: one page per tag, and the models page when `props.models`. It generates
 * no files and no reusable content. Nothing is stored: a POST used as a read.
 */
export declare function getComputedRevision(ctx: ContentContext, request: contentV1.GetComputedRevisionRequest, callContext: CallContext): Promise<contentV1.GetComputedRevisionResponse>;
