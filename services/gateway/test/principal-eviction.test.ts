import { randomUUID } from 'node:crypto';
import type { NatsConnection } from '@nats-io/nats-core';
import { connect } from '@nats-io/transport-node';
import { createLogger, namespacedSubject, type Principal } from '@quire/shared';
import { selectorOfEvent, startAccessEventListener } from '../src/auth/access-events';
import { Authenticator, tokenDigest } from '../src/auth/authenticator';
import { startFixtureServices, type FixtureServices } from './fixtures/fixture-services';

// The principal cache drops what a change of access names (docs/gateway.md "Principal cache"):
// by user, organization, team, token, installation or integration, from a route's own call or
// from identity's events; a resolution under way during a change is not cached.

let services: FixtureServices;
let authenticator: Authenticator;

beforeAll(async () => {
  services = await startFixtureServices();
});

beforeEach(() => {
  services.setAuthenticateDelay(0);
  authenticator?.close();
  // A TTL far longer than any test: only evictions can make identity be asked again.
  authenticator = new Authenticator({ identityGrpcUrl: services.address, cacheTtlMs: 600_000, cacheMaxEntries: 1000, deadlineMs: 2000 });
});

afterAll(async () => {
  authenticator?.close();
  await services?.stop();
});

function caller(overrides: Partial<Principal> = {}): { token: string; digest: string } {
  const token = `tok_${randomUUID().replace(/-/g, '')}`;
  services.tokens.set(token, {
    userId: `user-${randomUUID()}`,
    tokenId: `token-${randomUUID()}`,
    memberships: [{ organizationId: 'org1', role: 'edit' }],
    teamIds: [],
    ...overrides,
  });
  return { token, digest: tokenDigest(token) };
}

const resolve = (token: string) => authenticator.authenticate(token, 'req');
const isCached = (digest: string) => authenticator.cached(digest) !== undefined;

describe('Authenticator.evict', () => {
  it('drops the principals a selector names and only those', async () => {
    const ana = caller({ userId: 'ana', teamIds: ['team-a'] });
    const anaOther = caller({ userId: 'ana', memberships: [{ organizationId: 'org2', role: 'read' }] });
    const ben = caller({ userId: 'ben', memberships: [{ organizationId: 'org2', role: 'admin' }], teamIds: ['team-b'] });
    const cid = caller({ userId: 'cid', memberships: [{ organizationId: 'org3', role: null }] });
    for (const { token } of [ana, anaOther, ben, cid]) await resolve(token);

    expect(authenticator.evict({ userId: 'ana' })).toBe(2);
    expect([ana, anaOther, ben, cid].map((c) => isCached(c.digest))).toEqual([false, false, true, true]);

    for (const { token } of [ana, anaOther]) await resolve(token);
    expect(authenticator.evict({ organizationId: 'org2' })).toBe(2);
    expect([ana, anaOther, ben, cid].map((c) => isCached(c.digest))).toEqual([true, false, false, true]);

    expect(authenticator.evict({ teamId: 'team-a' })).toBe(1);
    expect(isCached(ana.digest)).toBe(false);
    expect(authenticator.evict({ userIds: ['nobody', 'cid'] })).toBe(1);
    expect(isCached(cid.digest)).toBe(false);

    const dan = caller({ userId: 'dan' });
    await resolve(dan.token);
    const tokenId = services.tokens.get(dan.token)!.tokenId;
    expect(authenticator.evict({ tokenId: 'other' })).toBe(0);
    expect(authenticator.evict({ tokenId })).toBe(1);
  });

  it("drops installation principals by organization, installation or integration", async () => {
    const bot = caller({ userId: 'installation:i1', memberships: [] });
    // The fixture answers user principals: seed the installation principal the way a cache holds it.
    await resolve(bot.token);
    const installation = { installationId: 'i1', integration: 'slack', organizationId: 'org9', scopes: [] };
    const cached = authenticator.cached(bot.digest)!;
    Object.assign(cached, { kind: 'installation', installation });
    expect(authenticator.evict({ integration: 'github' })).toBe(0);
    expect(authenticator.evict({ integration: 'slack' })).toBe(1);
    await resolve(bot.token);
    Object.assign(authenticator.cached(bot.digest)!, { kind: 'installation', installation });
    expect(authenticator.evict({ installationId: 'i1' })).toBe(1);
    await resolve(bot.token);
    Object.assign(authenticator.cached(bot.digest)!, { kind: 'installation', installation });
    expect(authenticator.evict({ organizationId: 'org9' })).toBe(1);
  });

  it('does not cache a principal resolved while an eviction happened, nor share that call afterwards', async () => {
    const ana = caller({ userId: 'ana' });
    services.setAuthenticateDelay(200);
    const before = services.authenticateCalls();
    const during = resolve(ana.token);
    // Until identity has read the token (it then waits 200 ms before answering).
    while (services.authenticateCalls() === before) await new Promise((done) => setTimeout(done, 5));
    // The membership is removed and the change announced while identity's answer is on its way.
    services.tokens.set(ana.token, { ...services.tokens.get(ana.token)!, memberships: [] });
    authenticator.evict({ userId: 'ana' });
    const after = resolve(ana.token);
    expect((await during).memberships).toHaveLength(1);
    expect((await after).memberships).toHaveLength(0);
    expect(services.authenticateCalls() - before).toBe(2);
    expect(authenticator.cached(ana.digest)?.memberships).toEqual([]);
  });
});

describe('selectorOfEvent', () => {
  const event = (type: string, data: Record<string, unknown>) => ({ type, organization: 'org1', data });

  it("names what each of identity's events changes", () => {
    expect(selectorOfEvent(event('quire.identity.member.removed', { organizationId: 'org1', userId: 'u1' }))).toEqual({ userId: 'u1' });
    expect(selectorOfEvent(event('quire.identity.member.updated', { userId: 'u1', role: 'read' }))).toEqual({ userId: 'u1' });
    expect(selectorOfEvent(event('quire.identity.member.added', { userId: 'u1' }))).toEqual({ userId: 'u1' });
    expect(selectorOfEvent(event('quire.identity.team.created', { teamId: 't', memberIds: ['a'] }))).toEqual({ userIds: ['a'] });
    expect(selectorOfEvent(event('quire.identity.team.updated', { teamId: 't', addedUserIds: ['a'], removedUserIds: ['b'] }))).toEqual({
      userIds: ['a', 'b'],
    });
    expect(selectorOfEvent(event('quire.identity.team.updated', { teamId: 't', title: 'Renamed' }))).toEqual({ userIds: [] });
    expect(selectorOfEvent(event('quire.identity.team.deleted', { teamId: 't' }))).toEqual({ teamId: 't' });
    expect(selectorOfEvent(event('quire.identity.token.revoked', { tokenId: 'k', userId: 'u' }))).toEqual({ tokenId: 'k' });
    expect(selectorOfEvent(event('quire.identity.integration-installation.deleted', { installationId: 'i' }))).toEqual({ installationId: 'i' });
    expect(selectorOfEvent(event('quire.identity.integration-installation.updated', { installationId: 'i' }))).toEqual({ installationId: 'i' });
    // An installation principal carries the spaces its installation is enabled on.
    expect(selectorOfEvent(event('quire.identity.integration-space-installation.created', { installationId: 'i', spaceId: 's' }))).toEqual({ installationId: 'i' });
    expect(selectorOfEvent(event('quire.identity.integration-space-installation.deleted', { installationId: 'i', spaceId: 's' }))).toEqual({ installationId: 'i' });
    // A space installation's configuration changes no principal.
    expect(selectorOfEvent(event('quire.identity.integration-space-installation.updated', { installationId: 'i', spaceId: 's' }))).toBeUndefined();
    expect(selectorOfEvent(event('quire.identity.integration.published', { name: 'slack' }))).toEqual({ integration: 'slack' });
  });

  it('ignores the others and malformed data', () => {
    expect(selectorOfEvent(event('quire.identity.user.updated', { userId: 'u' }))).toBeUndefined();
    expect(selectorOfEvent(event('quire.content.space.created', {}))).toBeUndefined();
    expect(selectorOfEvent({ type: 'quire.identity.member.removed', organization: null, data: 'nonsense' })).toEqual({ userId: undefined });
    expect(selectorOfEvent(event('quire.identity.team.created', { memberIds: 'a' }))).toEqual({ userIds: [] });
  });
});

describe('startAccessEventListener', () => {
  let nc: NatsConnection;
  beforeAll(async () => {
    nc = await connect({ servers: process.env.NATS_URL || 'nats://127.0.0.1:4222' });
  });
  afterAll(async () => {
    await nc?.close();
  });

  it("drops the principals identity's events name, on its own namespace only; everything once connected", async () => {
    const namespace = `gw_${randomUUID().slice(0, 8)}`;
    const early = caller({ userId: 'early' });
    await resolve(early.token);
    const listener = startAccessEventListener({
      natsUrl: process.env.NATS_URL || 'nats://127.0.0.1:4222',
      namespace,
      authenticator,
      logger: createLogger('gateway-test', 'silent'),
    });
    try {
      for (let waited = 0; !listener.live() && waited < 5000; waited += 20) await new Promise((done) => setTimeout(done, 20));
      expect(listener.live()).toBe(true);
      // Events may have been missed before the subscription: everything cached was dropped.
      expect(isCached(early.digest)).toBe(false);

      const ana = caller({ userId: 'ana' });
      const ben = caller({ userId: 'ben' });
      await resolve(ana.token);
      await resolve(ben.token);
      const publish = (ns: string | undefined, type: string, data: object) =>
        nc.publish(
          namespacedSubject(type, ns),
          JSON.stringify({ specversion: '1.0', id: randomUUID(), type, source: 'quire/identity', time: new Date().toISOString(), subject: 'x', organization: 'org1', data }),
        );
      // Another stack's event changes nothing here.
      publish(`${namespace}x`, 'quire.identity.member.removed', { organizationId: 'org1', userId: 'ana' });
      publish(namespace, 'quire.identity.member.removed', { organizationId: 'org1', userId: 'ben' });
      await nc.flush();
      for (let waited = 0; isCached(ben.digest) && waited < 5000; waited += 20) await new Promise((done) => setTimeout(done, 20));
      expect(isCached(ben.digest)).toBe(false);
      expect(isCached(ana.digest)).toBe(true);
    } finally {
      await listener.stop();
    }
  });
});
