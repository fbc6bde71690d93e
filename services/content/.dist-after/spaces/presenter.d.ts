import type { contentV1 } from '@quire/proto';
import type { Level } from '../access/policy';
import type { ContentContext } from '../context';
import type { PublicUrls } from '../lib/urls';
import { type GitSyncInfo } from '../git-sync/queries';
import { type SpaceCounts, type SpaceRow } from './queries';
/**
 * A space as GitBook's "Space", with the viewer's permissions. `urls.published` and
 * `urls.public` are left out: a space only gets a published URL through a site. `gitSync`
 * only when a Git provider is set up on it.
 */
export declare function presentSpace(row: SpaceRow, access: Level | null, counts: SpaceCounts, urls: PublicUrls, gitSync?: GitSyncInfo): contentV1.Space;
/** Presents a page of spaces with their counts and Git sync in three queries, and each one's level from `accessOf`. */
export declare function presentSpaces(ctx: ContentContext, rows: SpaceRow[], accessOf: (space: SpaceRow) => Level | null): Promise<contentV1.Space[]>;
/** Presents one existing space with its counts. */
export declare function presentOneSpace(ctx: ContentContext, row: SpaceRow, access: Level | null): Promise<contentV1.Space>;
/** A space created by this request (new or duplicated): it has no comments or change requests yet, so nothing is counted. */
export declare const presentNewSpace: (ctx: ContentContext, row: SpaceRow, access: Level | null) => contentV1.Space;
