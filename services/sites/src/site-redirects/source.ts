import { z } from 'zod';

/** GitBook "SiteRedirectSourcePath": a leading '/', non-empty segments, no trailing slash. */
export const SOURCE_PATTERN = /^\/(?:[A-Za-z0-9\-._~]|%[0-9A-Fa-f]{2})+(?:\/(?:[A-Za-z0-9\-._~]|%[0-9A-Fa-f]{2})+)*$/;
export const MAX_SOURCE_LENGTH = 512;

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * A source path as stored and matched: trailing slashes removed, a percent-escape of an
 * unreserved character replaced by the character and the others upper-cased (RFC 3986
 * equivalent spellings), letters' case kept. "/Guides/%7einstall/" becomes "/Guides/~install".
 */
export function normalizeSource(path: string): string {
  return path.replace(/\/+$/, '').replace(/%([0-9A-Fa-f]{2})/g, (_escape, hex: string) => {
    const character = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : `%${hex.toUpperCase()}`;
  });
}

/**
 * A source from a request, normalized; refused unless it is a SiteRedirectSourcePath (a
 * trailing slash is accepted and removed). Segments "." and ".." are refused too: browsers
 * resolve them before asking, so such a source could never be visited.
 */
export const ZRedirectSource = z
  .string()
  .max(MAX_SOURCE_LENGTH)
  .transform(normalizeSource)
  .pipe(
    z
      .string()
      .regex(SOURCE_PATTERN, 'must be a path such as "/guides/install": a leading "/", segments of letters, digits, "-", ".", "_", "~" or %XX escapes')
      .refine((path) => !path.split('/').some((segment) => segment === '.' || segment === '..'), 'must not have "." or ".." segments'),
  );
