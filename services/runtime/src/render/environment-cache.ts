import type { EnvironmentResolver, InvocationTarget } from '../environment/resolver';

/** How long a resolved environment is reused: well inside the tokens' hour. */
export const ENVIRONMENT_TTL_MS = 60_000;
const MAX_ENTRIES = 1000;

/**
 * The environments of renders, kept briefly per (integration, version, installation): a warm
 * render costs one identity call (the render's target) instead of three. The version is in
 * the key, so a new version is never served an old script; an unpublished integration is
 * refused before the cache is asked (ResolveRenderTarget). What may be up to a minute old:
 * the installation's configuration and the scopes of its token, the integration's secrets.
 */
export class EnvironmentCache {
  private readonly entries = new Map<string, { expiresAt: number; target: Promise<InvocationTarget | undefined> }>();

  constructor(
    private readonly resolve: EnvironmentResolver,
    private readonly ttlMs = ENVIRONMENT_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(integrationId: string, version: number, installationId: string): Promise<InvocationTarget | undefined> {
    const key = `${integrationId}@${version}/${installationId}`;
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > this.now()) return cached.target;
    const target = this.resolve(integrationId, installationId);
    this.entries.delete(key);
    this.entries.set(key, { expiresAt: this.now() + this.ttlMs, target });
    // A failure or an integration gone is not kept: the next render asks again.
    target.then(
      (resolved) => {
        if (!resolved || resolved.integrationVersion !== version) this.drop(key, target);
      },
      () => this.drop(key, target),
    );
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return target;
  }

  private drop(key: string, target: Promise<unknown>): void {
    if (this.entries.get(key)?.target === target) this.entries.delete(key);
  }
}
