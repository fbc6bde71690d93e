import type { Metadata } from 'nice-grpc';
import { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
import type { LinkTarget } from './resolve';
/**
 * GitBook "ContentLocation" objects. Every variant but `url` embeds its full Organization
 * (identity's, with the caller's permissions) and pages and files their full Space, so a
 * response fetches what its locations embed once: one GetOrganizations call, one presentSpaces
 * (two count queries), one read of the page bodies.
 *
 * A page location holds the page alone: its `pages` are not expanded. A location names one
 * page; a section's whole subtree, Markdown included, in every item of a list would make the
 * response grow with the section instead of with the page of results.
 */
export type LocationPresenter = {
    present(location: LinkTarget): contentV1.ContentLocation;
    /** About how many bytes a location takes once presented (Markdown included), for the response budget. */
    sizeOf(location: LinkTarget): number;
};
export declare function locationPresenter(ctx: ContentContext, viewerId: string, metadata: Metadata, locations: Iterable<LinkTarget>): Promise<LocationPresenter>;
