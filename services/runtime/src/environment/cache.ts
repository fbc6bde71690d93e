import type { EnvironmentResolver, InvocationScope, InvocationTarget } from './resolver';

export type CachedEnvironmentResolver = EnvironmentResolver & {
  /** Drops what concerns an integration (a new version, unpublished) or an installation (configuration, grant, removal; its space and site installations'). */
  invalidate(what: { integrationId?: string; installationId?: string }): void;
};

type Entry = { integrationId: string; installationId?: string; expiresAt: number; target: Promise<InvocationTarget | undefined> };

/** How long a resolved environment is reused by default: its tokens live an hour, a minute of them is used. */
export const ENVIRONMENT_TTL_MS = 60_000;

/** Environments kept at most; past it, expired ones are dropped, then the oldest. */
const MAX_ENTRIES = 1_000;

/**
 * The environments of event deliveries and renders, reused for `ttlMs` per (integration,
 * installation, space or site) instead of two identity calls and two fresh tokens per event
 * or render (docs/performance.md "Runtime"). A render checks the version it gets against the
 * one identity renders and asks again when they differ (component-renderer.ts). The tokens it hands out are minted for an hour, so a cached one is always valid
 * for far longer than it is used. Identity's events drop what they concern on the replica that
 * consumes them; other replicas see the change within `ttlMs`. An unknown integration (undefined)
 * and a failed resolution are not kept.
 */
export function cacheEnvironments(resolve: EnvironmentResolver, { ttlMs = ENVIRONMENT_TTL_MS, now = Date.now }: { ttlMs?: number; now?: () => number } = {}): CachedEnvironmentResolver {
  const entries = new Map<string, Entry>();
  const cached = (async (integrationId: string, installationId?: string, scope?: InvocationScope) => {
    const key = `${integrationId}\u0000${installationId ?? ''}\u0000${scope?.spaceId ? `space:${scope.spaceId}` : scope?.siteId ? `site:${scope.siteId}` : ''}`;
    const found = entries.get(key);
    if (found && found.expiresAt > now()) return found.target;
    const entry: Entry = { integrationId, installationId, expiresAt: now() + ttlMs, target: resolve(integrationId, installationId, scope) };
    entries.delete(key);
    entries.set(key, entry);
    const forget = () => {
      if (entries.get(key) === entry) entries.delete(key);
    };
    // Nor is an answer without the space (site) installation asked for: it may be enabled again.
    entry.target.then((target) => (target && !target.scopeMissing ? undefined : forget()), forget);
    // Expired entries go when the map is next written to past its size, then the oldest.
    if (entries.size > MAX_ENTRIES) for (const [k, e] of entries) if (e.expiresAt <= now()) entries.delete(k);
    while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    return entry.target;
  }) as CachedEnvironmentResolver;
  cached.invalidate = ({ integrationId, installationId }) => {
    for (const [key, entry] of entries) {
      if ((integrationId && entry.integrationId === integrationId) || (installationId && entry.installationId === installationId)) entries.delete(key);
    }
  };
  return cached;
}
