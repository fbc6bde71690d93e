import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * PUT by slug: a new spec (`created`, 201) or a new source for the existing one (200, same id).
 * Which of `create` or `edit` is needed depends on whether the spec exists, decided in the
 * command's transaction; seeing the organization's specs is checked first.
 */
export declare function createOrUpdateOpenAPISpecBySlug(ctx: ContentContext, request: contentV1.CreateOrUpdateOpenAPISpecBySlugRequest, callContext: CallContext): Promise<contentV1.CreateOrUpdateOpenAPISpecBySlugResponse>;
