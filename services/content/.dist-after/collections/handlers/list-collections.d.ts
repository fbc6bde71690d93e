import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * `nested` (default true) lists every collection of the organization, sub-collections
 * included ("If true, all nested collections will be listed"), in creation order; false
 * lists the top-level ones in their sibling order. Guests see the collections they or their
 * teams were given, and everything inside them.
 * Reads go straight to the pg pool (collections/queries.ts). A member's permissions come from
 * the chains of the page's collections alone, read after the page; a guest's page is restricted
 * to what they were given, read first from their grants (loadGrantedTree).
 */
export declare function listCollections(ctx: ContentContext, request: contentV1.ListCollectionsRequest, callContext: CallContext): Promise<contentV1.ListCollectionsResponse>;
