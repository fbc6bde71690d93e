import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * Who edited a change request and who commented in it (`getContributorsByChangeRequestId`): one
 * item per person and kind, newest contribution first, not paginated (the contract takes no
 * `page`; a change request has as many items as people who worked on it, at most twice the
 * organization's size). Anyone who reads the space lists them; the users are those comments and
 * change requests embed (User objects, which every reader of the space already sees).
 */
export declare function listChangeRequestContributors(ctx: ContentContext, request: contentV1.ListChangeRequestContributorsRequest, callContext: CallContext): Promise<contentV1.ListChangeRequestContributorsResponse>;
