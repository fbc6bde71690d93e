import type { IncomingMessage } from 'node:http';
import type { VisitorKeys } from '../site/sites';

/**
 * What a visit carries besides the path: the keys it brought in the query (a share link,
 * GitBook's `jwt_token`, a preview link) and the ones kept from an earlier request in cookies.
 * A key in the query wins; once it opens the site the reader keeps it in a cookie scoped to
 * the site's path and redirects to the same URL without it, so that it leaves the address bar,
 * the history and any Referer.
 */
export const QUERY_KEYS = { share: 'share', visitorToken: 'jwt_token', preview: 'preview' } as const;
export const COOKIES = { share: 'quire_share', visitorToken: 'quire_visitor', preview: 'quire_preview' } as const;

/** Longest cookie or query value read (a JWT of a few KiB at most). */
const MAX_KEY_LENGTH = 8192;

export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header || header.length > 16 * 1024) return cookies;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    const raw = part.slice(index + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      // A cookie that is not valid percent-encoding is ignored, as browsers do.
    }
  }
  return cookies;
}

const bounded = (value: string | null | undefined) => (value && value.length <= MAX_KEY_LENGTH ? value : undefined);

export type Visit = {
  keys: VisitorKeys;
  /** Which keys came in the query (to keep in cookies and take out of the URL). */
  fromQuery: Partial<Record<keyof typeof QUERY_KEYS, string>>;
};

export function visitOf(req: IncomingMessage, url: URL): Visit {
  const cookies = parseCookies(req.headers.cookie);
  const fromQuery: Visit['fromQuery'] = {};
  for (const [name, parameter] of Object.entries(QUERY_KEYS) as [keyof typeof QUERY_KEYS, string][]) {
    const value = bounded(url.searchParams.get(parameter));
    if (value) fromQuery[name] = value;
  }
  return {
    fromQuery,
    keys: {
      shareKey: fromQuery.share ?? bounded(cookies.get(COOKIES.share)),
      visitorToken: fromQuery.visitorToken ?? bounded(cookies.get(COOKIES.visitorToken)),
      previewToken: fromQuery.preview ?? bounded(cookies.get(COOKIES.preview)),
    },
  };
}

/** Set-Cookie for a key kept for the visit: HttpOnly, SameSite=Lax, scoped to the site, Secure on https. */
export function keepCookie(name: string, value: string, options: { path: string; secure: boolean; expiresAt?: Date }): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path}`, 'HttpOnly', 'SameSite=Lax'];
  if (options.secure) parts.push('Secure');
  if (options.expiresAt) parts.push(`Expires=${options.expiresAt.toUTCString()}`);
  return parts.join('; ');
}
