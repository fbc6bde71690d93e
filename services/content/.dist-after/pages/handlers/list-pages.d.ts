import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * The whole page tree of the space's main content, of a change request or of any revision, in
 * table-of-contents order, every document page with its markdown (the contract's page lists
 * have no `format`). Not paginated: GitBook answers `{ pages }`.
 */
export declare function listPages(ctx: ContentContext, request: contentV1.ListPagesRequest, callContext: CallContext): Promise<contentV1.ListPagesResponse>;
