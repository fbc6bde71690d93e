import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * The body of a reusable content of a revision as GitBook's "JSONDocument"; an empty reusable
 * content is an empty document (the contract leaves that case open).
 */
export declare function getReusableContentDocument(ctx: ContentContext, request: contentV1.GetReusableContentDocumentRequest, callContext: CallContext): Promise<contentV1.GetReusableContentDocumentResponse>;
