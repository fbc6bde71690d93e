import { normalizeRedirectPath } from '@quire/documents';
import type { Prisma } from '../db';

/** A revision's redirects: old path (normalized, see `normalizeRedirectPath` in @quire/documents) → page id. */
export type RevisionRedirects = Record<string, string>;

/** The stored JSON column read back; anything that is not a string map counts as none. */
export function redirectsOf(value: Prisma.JsonValue | undefined): RevisionRedirects {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const redirects: RevisionRedirects = {};
  for (const [source, pageId] of Object.entries(value)) if (typeof pageId === 'string') redirects[source] = pageId;
  return redirects;
}

/** The page id a redirect of the revision gives `path`, when one does. */
export function redirectedPageId(value: Prisma.JsonValue | undefined, path: string): string | undefined {
  const source = normalizeRedirectPath(path);
  return source === '' ? undefined : redirectsOf(value)[source];
}
