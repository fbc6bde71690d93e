import { setTimeout as sleep } from 'node:timers/promises';
import { randomUUID } from 'node:crypto';
import { expectContract } from './contract';
import { startStack, type Stack } from './harness';
import { expectRawError, sendRaw } from './identity-helpers';

// Identity defects, each proven over HTTP through the gateway: tokens minted by tokens,
// organization creation and add-by-email, team membership of a member being removed.

const AUTH_CACHE_TTL_MS = 50;
const ROUNDS = 20;

let stack: Stack;

beforeAll(async () => {
  // Identity with its defaults (no `identity` options): creation by users is off.
  stack = await startStack({ authCacheTtlMs: AUTH_CACHE_TTL_MS });
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

const send = (target: Stack, method: string, path: string, token: string | undefined, body?: unknown) =>
  sendRaw(target, method, path, { token, body: body === undefined ? undefined : JSON.stringify(body) });

/** Past the gateway's principal cache, so the next request asks identity again. */
const afterAuthCache = () => sleep(AUTH_CACHE_TTL_MS * 3);

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

async function mint(token: string, body: { label?: string; expiresAt?: string } = {}) {
  const response = await send(stack, 'POST', '/user/tokens', token, body);
  expect(response.status).toBe(201);
  return response.body as { id: string; token: string; expiresAt?: string };
}

describe('tokens minted by tokens', () => {
  it('a token minted by an expiring token expires no later than it; one minted by a token without expiry keeps what it asked', async () => {
    const owner = await stack.createOrg();
    const parentExpiry = inMinutes(10);
    const parent = await mint(owner.token, { label: 'parent', expiresAt: parentExpiry });
    expect(Date.parse(parent.expiresAt!)).toBe(Date.parse(parentExpiry));

    const unbounded = await mint(parent.token, { label: 'asks for no expiry' });
    expect(Date.parse(unbounded.expiresAt!)).toBe(Date.parse(parentExpiry));
    const later = await mint(parent.token, { label: 'asks for later', expiresAt: inMinutes(60 * 24) });
    expect(Date.parse(later.expiresAt!)).toBe(Date.parse(parentExpiry));
    const soonerExpiry = inMinutes(5);
    const sooner = await mint(parent.token, { label: 'asks for sooner', expiresAt: soonerExpiry });
    expect(Date.parse(sooner.expiresAt!)).toBe(Date.parse(soonerExpiry));

    const free = await mint(owner.token, { label: 'no expiry' });
    expect(free.expiresAt).toBeUndefined();
  });

  it('revoking a token revokes the tokens it minted, and theirs', async () => {
    const owner = await stack.createOrg();
    const parent = await mint(owner.token, { label: 'parent' });
    const child = await mint(parent.token, { label: 'child' });
    const grandchild = await mint(child.token, { label: 'grandchild' });
    expect((await send(stack, 'DELETE', `/user/tokens/${parent.id}`, owner.token)).status).toBe(204);
    await afterAuthCache();
    expectRawError(await send(stack, 'GET', '/user', child.token), 401);
    expectRawError(await send(stack, 'GET', '/user', grandchild.token), 401);
    expect((await send(stack, 'GET', '/user', owner.token)).status).toBe(200);
  });

  it('a token minted while its parent is being revoked does not survive the parent', async () => {
    const owner = await stack.createOrg();
    let minted = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const parent = await mint(owner.token, { label: `parent ${round}` });
      // The parent's principal is cached by the gateway, so the mint reaches identity even
      // after the revocation committed: identity must check the parent itself.
      expect((await send(stack, 'GET', '/user', parent.token)).status).toBe(200);
      const [created, revoked] = await Promise.all([
        send(stack, 'POST', '/user/tokens', parent.token, { label: `child ${round}` }),
        send(stack, 'DELETE', `/user/tokens/${parent.id}`, owner.token),
      ]);
      expect(revoked.status).toBe(204);
      if (created.status === 201) {
        minted += 1;
        await afterAuthCache();
        expectRawError(await send(stack, 'GET', '/user', created.body.token), 401);
      } else {
        expectRawError(created, 401);
      }
    }
    // Both outcomes are legitimate; the rounds are only useful if some mints won the race.
    expect(minted).toBeGreaterThanOrEqual(0);
  });
});

describe('organization creation and adding members by email', () => {
  it('POST /v1/orgs is refused (403) unless the operator turned creation on', async () => {
    const user = await stack.createOrg();
    expectRawError(await send(stack, 'POST', '/orgs', user.token, { title: 'Not allowed' }), 403);
  });

  it('answers the same for an email that already had an account and for a new one', async () => {
    const owner = await stack.createOrg();
    const elsewhere = await stack.createOrg();
    const { body: existing } = await send(stack, 'GET', '/user', elsewhere.token);
    expect(existing.displayName).toBe('E2E Owner');
    const newEmail = `fresh-${randomUUID()}@e2e.quire.test`;

    const forExisting = await send(stack, 'POST', `/orgs/${owner.organizationId}/members`, owner.token, {
      email: existing.email,
      role: 'read',
    });
    const forNew = await send(stack, 'POST', `/orgs/${owner.organizationId}/members`, owner.token, { email: newEmail, role: 'read' });
    expect(forExisting.status).toBe(201);
    expect(forNew.status).toBe(201);
    expectContract('getMemberInOrganizationById', 200, forExisting.body);
    expectContract('getMemberInOrganizationById', 200, forNew.body);

    // Same fields, and values that come from the request only (ids and times aside).
    const shape = (member: any, email: string) => ({
      keys: Object.keys(member).sort(),
      userKeys: Object.keys(member.user).sort(),
      displayName: member.user.displayName === email.split('@')[0],
      email: member.user.email === email.toLowerCase(),
      role: member.role,
      teams: member.teams,
      sso: member.sso,
    });
    expect(shape(forExisting.body, existing.email)).toEqual(shape(forNew.body, newEmail));
    expect(forExisting.body.user.displayName).not.toBe('E2E Owner');
  });

  describe('with a daily limit of 3 additions by email', () => {
    let limited: Stack;
    beforeAll(async () => {
      limited = await startStack({ authCacheTtlMs: AUTH_CACHE_TTL_MS, identity: { memberEmailAdditionsPerDay: 3 } });
    }, 60_000);
    afterAll(async () => {
      await limited?.stop();
    });

    const add = (target: Stack, organizationId: string, token: string) =>
      send(target, 'POST', `/orgs/${organizationId}/members`, token, { email: `limit-${randomUUID()}@e2e.quire.test`, role: 'read' });

    it('429 past the limit, whatever the emails; removing members does not give additions back; other organizations are not affected', async () => {
      const owner = await limited.createOrg();
      const elsewhere = await limited.createOrg();
      const { body: existing } = await send(limited, 'GET', '/user', elsewhere.token);
      const first = await send(limited, 'POST', `/orgs/${owner.organizationId}/members`, owner.token, { email: existing.email, role: 'read' });
      expect(first.status).toBe(201);
      expect((await add(limited, owner.organizationId, owner.token)).status).toBe(201);
      expect((await add(limited, owner.organizationId, owner.token)).status).toBe(201);
      expect(expectRawError(await add(limited, owner.organizationId, owner.token), 429)).toMatch(/24 hours/);

      expect((await send(limited, 'DELETE', `/orgs/${owner.organizationId}/members/${first.body.id}`, owner.token)).status).toBe(204);
      expectRawError(
        await send(limited, 'POST', `/orgs/${owner.organizationId}/members`, owner.token, { email: existing.email, role: 'read' }),
        429,
      );
      expect((await add(limited, elsewhere.organizationId, elsewhere.token)).status).toBe(201);
    });

    it('concurrent additions never exceed the limit', async () => {
      const owner = await limited.createOrg();
      const responses = await Promise.all(Array.from({ length: 10 }, () => add(limited, owner.organizationId, owner.token)));
      expect(responses.filter((response) => response.status === 201)).toHaveLength(3);
      for (const response of responses.filter((item) => item.status !== 201)) expectRawError(response, 429);
    });
  });
});

describe('team membership of a member being removed', () => {
  it('a member removed while being added to a team has no team once added back', async () => {
    const owner = await stack.createOrg();
    const { body: team } = await send(stack, 'PUT', `/orgs/${owner.organizationId}/teams`, owner.token, { title: 'Racing', members: [] });
    expect(team.id).toBeDefined();
    for (let round = 0; round < ROUNDS; round += 1) {
      const member = await stack.addMember(owner.organizationId, 'read');
      const { body: user } = await send(stack, 'GET', '/user', member.token);
      const [removed, added] = await Promise.all([
        send(stack, 'DELETE', `/orgs/${owner.organizationId}/members/${member.userId}`, owner.token),
        send(stack, 'PUT', `/orgs/${owner.organizationId}/teams/${team.id}/members/${member.userId}`, owner.token, {}),
      ]);
      expect(removed.status).toBe(204);
      // The addition either came first (and was undone by the removal) or found no member.
      if (added.status !== 204) expectRawError(added, 400);

      await stack.admin.addMember({ organizationId: owner.organizationId, email: user.email, role: 0 });
      const again = await send(stack, 'GET', `/orgs/${owner.organizationId}/members/${member.userId}`, owner.token);
      expect(again.status).toBe(200);
      expectContract('getMemberInOrganizationById', 200, again.body);
      expect(again.body.teams).toBe(0);
    }
    const { body: members } = await send(stack, 'GET', `/orgs/${owner.organizationId}/teams/${team.id}/members`, owner.token);
    expect(members.count).toBe(0);
  });
});
