import { identityV1 } from '@quire/proto';
import { createServiceClient, type Logger } from '@quire/shared';
import { CONTENT_SECURITY_POLICY } from '../http/respond';

/** A script a site installation injects into the site's pages (identity's GetSiteIntegrationScripts). */
export type SiteScript = { script: string; contentSecurityPolicy?: string };

export type IntegrationScripts = {
  /** The site's scripts, from a short cache; [] when identity cannot say (the page renders without them). */
  of(siteId: string): Promise<SiteScript[]>;
};

type IdentityForScripts = Pick<identityV1.IdentityInternalServiceClient, 'getSiteIntegrationScripts'>;

/** How long a site's list is kept: an installation or a newly granted scope shows within it. */
export const SITE_SCRIPTS_TTL_MS = 30_000;
/** After a failure, how long the site's pages go without scripts before identity is asked again. */
const FAILURE_TTL_MS = 5_000;
const MAX_SITES = 10_000;

/**
 * The scripts of each site's integrations, one identity call per site and TTL whatever the
 * number of pages rendered (concurrent renders share one call). Without identity: none.
 */
export function integrationScriptsReader(options: { identity?: IdentityForScripts; identityGrpcUrl?: string; deadlineMs?: number; logger: Logger; ttlMs?: number }): IntegrationScripts {
  const identity =
    options.identity ??
    (options.identityGrpcUrl ? createServiceClient(identityV1.IdentityInternalServiceDefinition, options.identityGrpcUrl, { deadlineMs: options.deadlineMs ?? 2_000 }) : undefined);
  if (!identity) return { of: async () => [] };
  const ttlMs = options.ttlMs ?? SITE_SCRIPTS_TTL_MS;
  const cache = new Map<string, { scripts: Promise<SiteScript[]>; expiresAt: number }>();
  return {
    of(siteId) {
      const now = Date.now();
      const cached = cache.get(siteId);
      if (cached && cached.expiresAt > now) return cached.scripts;
      const entry = { expiresAt: now + ttlMs, scripts: Promise.resolve<SiteScript[]>([]) };
      entry.scripts = identity.getSiteIntegrationScripts({ siteId }).then(
        ({ scripts }) => scripts.map(({ script, contentSecurityPolicy }) => ({ script, ...(contentSecurityPolicy && { contentSecurityPolicy }) })),
        (error: unknown) => {
          options.logger.warn({ err: error, siteId }, 'site integration scripts unavailable; pages render without them');
          entry.expiresAt = Date.now() + FAILURE_TTL_MS;
          return [];
        },
      );
      if (cache.size >= MAX_SITES) cache.delete(cache.keys().next().value!);
      cache.set(siteId, entry);
      return entry.scripts;
    },
  };
}

/** Fetch directives an integration may widen; anything else (default-src, base-uri, frame-ancestors, sandbox...) is left as it is. */
const WIDENABLE = new Set([
  'script-src',
  'script-src-elem',
  'style-src',
  'style-src-elem',
  'img-src',
  'font-src',
  'connect-src',
  'frame-src',
  'child-src',
  'media-src',
  'worker-src',
  'manifest-src',
]);

/** A source expression: a scheme, host or URL source, or one of the keywords below; never a nonce, hash or `*` alone. */
const SOURCE = /^(?:[a-z][a-z0-9+.-]*:|(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::(?:\d{1,5}|\*))?(?:\/[A-Za-z0-9/._~%!$&'()*+,=:@-]*)?)$/i;
const KEYWORDS = new Set(["'self'", "'unsafe-inline'", "'unsafe-eval'", "'wasm-unsafe-eval'"]);

const isSource = (token: string) => KEYWORDS.has(token.toLowerCase()) || (SOURCE.test(token) && token !== '*');

function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/**
 * The reader's policy widened for one site's scripts (docs/reader.md "Security"): `script-src`
 * gets each script's origin, and each integration's `contentSecurityPolicy` adds its sources to
 * the fetch directives it names (a directive the reader does not set starts from `'self'`, what
 * `default-src` gave it). Sources that are not plain scheme/host/keyword expressions and every
 * other directive are ignored. `frameOrigins`, the origins of the page's integration webframes
 * (https, or an integration's public endpoint), are added to `frame-src`. No scripts and no
 * frames: the reader's policy unchanged.
 */
export function contentSecurityPolicyFor(scripts: SiteScript[], frameOrigins: string[] = []): string {
  if (scripts.length === 0 && frameOrigins.length === 0) return CONTENT_SECURITY_POLICY;
  const directives = parsePolicy(CONTENT_SECURITY_POLICY);
  const widen = (name: string, sources: string[]) => {
    const current = directives.get(name) ?? ["'self'"];
    for (const source of sources) if (!current.includes(source)) current.push(source);
    directives.set(name, current);
  };
  for (const { script, contentSecurityPolicy } of scripts) {
    try {
      const url = new URL(script);
      if (url.protocol === 'https:' || url.protocol === 'http:') widen('script-src', [url.origin]);
    } catch {
      // Not a URL: it is not included either.
    }
    if (!contentSecurityPolicy) continue;
    for (const [name, sources] of parsePolicy(contentSecurityPolicy)) {
      if (!WIDENABLE.has(name)) continue;
      widen(name, sources.filter(isSource));
    }
  }
  // Origins are `URL.origin` values (no space, quote or semicolon); anything else is left out.
  const frames = frameOrigins.filter((origin) => /^https?:\/\/[A-Za-z0-9.:[\]-]+$/.test(origin));
  if (frames.length > 0) widen('frame-src', frames);
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The script URLs a page includes: http(s) only. */
export const scriptSources = (scripts: SiteScript[]): string[] =>
  scripts.flatMap(({ script }) => {
    try {
      const url = new URL(script);
      return url.protocol === 'https:' || url.protocol === 'http:' ? [url.href] : [];
    } catch {
      return [];
    }
  });
