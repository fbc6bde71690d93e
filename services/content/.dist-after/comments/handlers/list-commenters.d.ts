import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * The organization members who posted a comment or a reply in a space's main content, or in one
 * of its change requests: a keyset page by user id, as GitBook "OrganizationMember"s from
 * identity (one GetMembers call per page). Anyone who reads the space lists them; a guest of the
 * organization sees only themselves, as identity shows guests no other member. Someone who
 * commented and has since left the organization is not a member any more and is left out, so a
 * page may hold fewer than `limit` items while `next` says more follow. No `count`: it would
 * need every commenter's membership.
 */
export declare function listCommenters(ctx: ContentContext, request: contentV1.ListCommentersRequest, callContext: CallContext): Promise<contentV1.ListCommentersResponse>;
