import { type Principal } from '@quire/shared';
import type { ContentContext } from '../context';
import { type SpecRow, type VersionRow } from './queries';
/** The contract's answer for an unknown spec (getOpenAPISpecBySlug, listOpenAPISpecVersions). */
export declare const specNotFound: () => import("@quire/shared").ServerError;
/** The contract's answer of the version operations for a version the spec does not have. */
export declare const versionNotFound: () => import("@quire/shared").ServerError;
/** A spec the caller may view (NOT_FOUND for outsiders and guests, as every spec read). */
export declare function loadViewableSpec(ctx: ContentContext, principal: Principal, organizationId: string, slug: string): Promise<SpecRow>;
/**
 * A version of a spec the caller may view: `versionId`, or the newest one without it. A spec
 * with no valid version yet, or an id that is not one of its versions (another spec's, one
 * still pending, one whose document was invalid), is NOT_FOUND.
 */
export declare function loadSpecVersion(ctx: ContentContext, principal: Principal, input: {
    organizationId: string;
    specSlug: string;
    versionId?: string;
}): Promise<{
    spec: SpecRow;
    version: VersionRow;
}>;
