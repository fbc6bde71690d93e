import { cacheEnvironments } from './cache';
import type { EnvironmentResolver, InvocationTarget } from './resolver';

/** A resolver that counts its calls and answers a distinct target each time (or nothing / an error on demand). */
function countingResolver() {
  const state = { calls: 0, answer: 'target' as 'target' | 'none' | 'error' };
  const resolve: EnvironmentResolver = async (integrationId, installationId) => {
    state.calls++;
    if (state.answer === 'error') throw new Error('identity is down');
    if (state.answer === 'none') return undefined;
    return { integrationId, integrationVersion: state.calls, environment: { installation: installationId } } as unknown as InvocationTarget;
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
});
