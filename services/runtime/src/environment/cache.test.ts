import { INSTALLATION_CHANGES } from '../events/translate/translate';
import { cacheEnvironments } from './cache';
import type { EnvironmentResolver, InvocationTarget } from './resolver';

/** A resolver that counts its calls and answers a distinct target each time (or nothing / an error on demand). */
function countingResolver() {
  const state = { calls: 0, answer: 'target' as 'target' | 'none' | 'error', configuration: 'c1', enabledOn: new Set(['space-1', 'site-1']) };
  const resolve: EnvironmentResolver = async (integrationId, installationId, scope) => {
    state.calls++;
    if (state.answer === 'error') throw new Error('identity is down');
    if (state.answer === 'none') return undefined;
    const where = scope?.spaceId ?? scope?.siteId;
    const scoped = where && state.enabledOn.has(where) ? { configuration: { channel: state.configuration }, ...(scope?.spaceId ? { space: where } : { site: where }) } : undefined;
    return {
      integrationId,
      integrationVersion: state.calls,
      environment: { installation: installationId, ...(scoped && (scope?.spaceId ? { spaceInstallation: scoped } : { siteInstallation: scoped })) },
      ...(where && !scoped && { scopeMissing: scope?.spaceId ? 'space' : 'site' }),
    } as unknown as InvocationTarget;
  };
  return { state, resolve };
}

describe('cacheEnvironments', () => {
  it('reuses an environment per (integration, installation) for its time to live, then resolves again', async () => {
    let now = 1_000;
    const { state, resolve } = countingResolver();
    const cached = cacheEnvironments(resolve, { ttlMs: 60_000, now: () => now });
    const first = await cached('int-1', 'inst-1');
    expect(await cached('int-1', 'inst-1')).toBe(first);
    // Another installation, or the integration alone, is another environment.
    await cached('int-1', 'inst-2');
    await cached('int-1');
    expect(state.calls).toBe(3);
    now += 60_000;
    expect((await cached('int-1', 'inst-1'))!.integrationVersion).toBe(4);
  });

  it("drops an integration's or an installation's environments when told", async () => {
    const { state, resolve } = countingResolver();
    const cached = cacheEnvironments(resolve);
    await cached('int-1', 'inst-1');
    await cached('int-1', 'inst-2');
    await cached('int-2', 'inst-3');
    cached.invalidate({ installationId: 'inst-1' });
    await cached('int-1', 'inst-1');
    await cached('int-1', 'inst-2');
    expect(state.calls).toBe(4);
    cached.invalidate({ integrationId: 'int-1' });
    await cached('int-1', 'inst-2');
    await cached('int-2', 'inst-3');
    expect(state.calls).toBe(5);
  });

  it('keeps neither a failure nor an unknown integration', async () => {
    const { state, resolve } = countingResolver();
    const cached = cacheEnvironments(resolve);
    state.answer = 'error';
    await expect(cached('int-1', 'inst-1')).rejects.toThrow('identity is down');
    state.answer = 'none';
    expect(await cached('int-1', 'inst-1')).toBeUndefined();
    state.answer = 'target';
    expect(await cached('int-1', 'inst-1')).toBeDefined();
    expect(state.calls).toBe(3);
  });

  it("keys on the space (site) too; a space (site) installation's change drops it; a missing one is not kept", async () => {
    const { state, resolve } = countingResolver();
    const cached = cacheEnvironments(resolve);
    const bySpace = await cached('int-1', 'inst-1', { spaceId: 'space-1' });
    expect(bySpace!.environment.spaceInstallation).toMatchObject({ space: 'space-1', configuration: { channel: 'c1' } });
    expect(await cached('int-1', 'inst-1', { spaceId: 'space-1' })).toBe(bySpace);
    expect((await cached('int-1', 'inst-1', { siteId: 'site-1' }))!.environment.siteInstallation).toMatchObject({ site: 'site-1' });
    expect((await cached('int-1', 'inst-1'))!.environment.spaceInstallation).toBeUndefined();
    expect(state.calls).toBe(3);

    // identity's integration-space-installation.updated drops the installation's environments (service.ts).
    expect(INSTALLATION_CHANGES.has('quire.identity.integration-space-installation.updated')).toBe(true);
    expect(INSTALLATION_CHANGES.has('quire.identity.integration-space-installation.deleted')).toBe(true);
    expect(INSTALLATION_CHANGES.has('quire.identity.integration-site-installation.updated')).toBe(true);
    expect(INSTALLATION_CHANGES.has('quire.identity.integration-site-installation.deleted')).toBe(true);
    state.configuration = 'c2';
    cached.invalidate({ installationId: 'inst-1' });
    expect((await cached('int-1', 'inst-1', { spaceId: 'space-1' }))!.environment.spaceInstallation).toMatchObject({ configuration: { channel: 'c2' } });

    // Not enabled there: answered, not kept (enabling it shows at once).
    const missing = await cached('int-1', 'inst-1', { spaceId: 'space-2' });
    expect(missing!.scopeMissing).toBe('space');
    state.enabledOn.add('space-2');
    expect((await cached('int-1', 'inst-1', { spaceId: 'space-2' }))!.environment.spaceInstallation).toMatchObject({ space: 'space-2' });
  });
});
