import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** Deletes the spec and its versions; `deleted: false` when there was none (idempotent). */
export declare function deleteOpenAPISpecBySlug(ctx: ContentContext, request: contentV1.DeleteOpenAPISpecBySlugRequest, callContext: CallContext): Promise<contentV1.DeleteOpenAPISpecBySlugResponse>;
