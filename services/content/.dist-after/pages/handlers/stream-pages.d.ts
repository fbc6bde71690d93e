import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * listPages as the gateway serves it: the same pages as ListPages, as JSON already encoded and
 * sent in chunks (listing.ts keeps it per revision and variant). Access is checked on every
 * call, before anything is sent, a 304 included.
 */
export declare function streamPages(ctx: ContentContext, request: contentV1.StreamPagesRequest, callContext: CallContext): AsyncGenerator<Partial<contentV1.StreamPagesResponse>>;
