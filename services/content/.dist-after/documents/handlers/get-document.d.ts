import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * A document of the space (the `documentId` of a document page of any of its revisions) as
 * GitBook's "JSONDocument", built from the body as the page reads build it. NOT_FOUND for an id
 * no revision of the space has. A published site's token reads only what its site shows: the
 * documents of the main revision, and so does an integration's installation token.
 */
export declare function getDocument(ctx: ContentContext, request: contentV1.GetDocumentRequest, callContext: CallContext): Promise<contentV1.GetDocumentResponse>;
