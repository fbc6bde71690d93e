import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * What a `builtin:openapi` document source generates for the space: the models (`doc: "models"`),
 * or the page of one tag (`doc: "operations"`, its operations; `doc: "info"`, its description),
 * `page` naming the tag or its page's slug. Nothing is stored: a POST used as a read.
 */
export declare function getComputedDocument(ctx: ContentContext, request: contentV1.GetComputedDocumentRequest, callContext: CallContext): Promise<contentV1.GetComputedDocumentResponse>;
