import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * Adds a reusable content to a change request (Quire extension): a title and a body given as
 * a page's is (`{markdown}` or `{document}`, checked as page writes are). Answers it as
 * GitBook's "RevisionReusableContent".
 */
export declare function createReusableContent(ctx: ContentContext, request: contentV1.CreateReusableContentRequest, callContext: CallContext): Promise<contentV1.CreateReusableContentResponse>;
