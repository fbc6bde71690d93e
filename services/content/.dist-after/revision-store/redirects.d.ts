import type { Prisma } from '../db';
/** A revision's redirects: old path (normalized, see `normalizeRedirectPath` in @quire/documents) → page id. */
export type RevisionRedirects = Record<string, string>;
/** The stored JSON column read back; anything that is not a string map counts as none. */
export declare function redirectsOf(value: Prisma.JsonValue | undefined): RevisionRedirects;
/** The page id a redirect of the revision gives `path`, when one does. */
export declare function redirectedPageId(value: Prisma.JsonValue | undefined, path: string): string | undefined;
