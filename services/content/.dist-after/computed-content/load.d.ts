import { type Principal } from '@quire/shared';
import type { ContentContext } from '../context';
import type { Db } from '../db';
import { type LoadedSpace } from '../spaces/load';
import { type ReferenceOutline, type ReferenceTag } from './openapi-reference';
export type LoadedReference = {
    loaded: LoadedSpace;
    slug: string;
    versionId: string;
    outline: ReferenceOutline;
};
/**
 * A space the caller may read and the outline of the newest valid version of the OpenAPI spec
 * `slug` of the space's organization. Computed content is part of the space's content (`read`
 * on the space), made from an organization spec the caller may view: a guest of the
 * organization, who cannot list its specs, cannot read them through here either. A spec the
 * caller cannot see and an unknown slug are the same 404; a spec without a valid version yet
 * (pending, or every version invalid) is the 404 of the version reads.
 */
export declare function loadReference(ctx: ContentContext, principal: Principal, spaceId: string, slug: string): Promise<LoadedReference>;
/**
 * The outline of the newest valid version of the organization's spec `slug`, with no access
 * check (callers check it, or act for the system: the regeneration of computed pages). NOT_FOUND
 * for an unknown spec or one without a valid version yet.
 */
export declare function loadSpecOutline(db: Db, organizationId: string, slug: string): Promise<{
    versionId: string;
    outline: ReferenceOutline;
}>;
/** FAILED_PRECONDITION when the pages asked for are more than Quire computes at once (openapi-reference.ts). */
export declare function checkBounds(slug: string, tags: readonly ReferenceTag[], schemas: readonly string[]): void;
