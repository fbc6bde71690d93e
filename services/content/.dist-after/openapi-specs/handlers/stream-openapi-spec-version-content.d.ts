import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** Bytes a message carries: a document is at most 16 MiB, sent in 1 MiB pieces. */
export declare const CONTENT_CHUNK_BYTES: number;
type ContentMessage = Partial<contentV1.StreamOpenAPISpecVersionContentResponse>;
/**
 * getLatestOpenAPISpecVersionContent and getOpenAPISpecVersionContentById as the gateway
 * serves them (route rows' `jsonStream`): GitBook "OpenAPISpecContent" built around the stored
 * document, sent in chunks. Access and the version are checked before anything is sent, a 304
 * included.
 */
export declare function streamOpenAPISpecVersionContent(ctx: ContentContext, request: contentV1.StreamOpenAPISpecVersionContentRequest, callContext: CallContext): AsyncGenerator<ContentMessage>;
export {};
