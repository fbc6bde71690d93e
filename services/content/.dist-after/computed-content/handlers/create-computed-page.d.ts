import { type Principal } from '@quire/shared';
import type { ContentContext } from '../../context';
import type { PagePositionInput } from '../../pages/schemas';
export type ComputedPageInput = {
    spaceId: string;
    changeRequestId: string;
    title: string;
    slug?: string;
    emoji?: string;
    icon?: string;
    position?: PagePositionInput;
    /** The request's `computed` (GitBook "ComputedContentSourceRevision"), not yet checked. */
    computed: unknown;
};
/**
 * createPage of `type: "computed"`: a page whose children are generated from a `builtin:openapi`
 * source. The caller must may edit the change request's content and view the organization's
 * specs (loadReference: an unknown or invisible spec is 404, one without a valid version yet
 * 404, one too large 412). The pages are generated from the spec's newest valid version now,
 * and again whenever a new version is processed (../consumers, docs/content.md).
 */
export declare function createComputedPage(ctx: ContentContext, principal: Principal, input: ComputedPageInput): Promise<{
    page: {
        [key: string]: unknown;
    };
}>;
