import { setTimeout as sleep } from 'node:timers/promises';
import { commonV1 } from '@quire/proto';
import { expectContract } from './contract';
import { startStack, type Stack } from './harness';
import { expectApiError, identityFixtures, type IdentityFixtures } from './identity-helpers';

// GET /v1/user through the gateway with the official client, and how token revocation
// reaches the gateway's principal cache.

const AUTH_CACHE_TTL_MS = 200;

let stack: Stack;
let fixtures: IdentityFixtures;

beforeAll(async () => {
  stack = await startStack({ authCacheTtlMs: AUTH_CACHE_TTL_MS });
  fixtures = identityFixtures(stack);
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

describe('getAuthenticatedUser', () => {
  it('401 without a token', async () => {
    const message = await expectApiError(fixtures.client().user.getAuthenticatedUser(), 401);
    expect(message).toMatch(/token/i);
  });

  it('401 with a token identity does not know', async () => {
    await expectApiError(fixtures.client('gb_api_unknown0000000000000000').user.getAuthenticatedUser(), 401);
  });

  it('answers the caller as the contract User', async () => {
    const owner = await fixtures.org();
    const { status, data } = await owner.api.user.getAuthenticatedUser();
    expect(status).toBe(200);
    expectContract('getAuthenticatedUser', 200, data);
    expect(data).toMatchObject({ object: 'user', id: owner.userId, displayName: 'E2E Owner' });
    expect(data.email).toMatch(/^owner-.+@e2e\.quire\.test$/);
    expect(data.urls.location).toBe(`${stack.baseUrl}/v1/users/${owner.userId}`);
  });

  it('answers the same user for each of their tokens, whatever the organization', async () => {
    const owner = await fixtures.org();
    const { data: me } = await owner.api.user.getAuthenticatedUser();
    const other = await fixtures.org();
    // Adding an existing email to another organization reuses the user and issues a new token.
    const added = await stack.admin.addMember({
      organizationId: other.organizationId,
      email: me.email!,
      role: commonV1.MemberRole.MEMBER_ROLE_READ,
    });
    expect(added.user?.id).toBe(owner.userId);
    const { data } = await fixtures.client(added.token).user.getAuthenticatedUser();
    expectContract('getAuthenticatedUser', 200, data);
    expect(data.id).toBe(owner.userId);
  });
});

describe('token revocation', () => {
  it('stops a revoked token within the auth cache window, other tokens keep working', async () => {
    const owner = await fixtures.org();
    const issued = await stack.admin.createApiToken({ userId: owner.userId, label: 'e2e revocation' });
    const revocable = fixtures.client(issued.token);
    const before = await revocable.user.getAuthenticatedUser();
    expectContract('getAuthenticatedUser', 200, before.data);
    expect(before.data.id).toBe(owner.userId);

    await stack.admin.revokeApiToken({ tokenId: issued.tokenId });
    // The principal may be cached for AUTH_CACHE_TTL_MS; past it, identity must be asked again.
    await sleep(AUTH_CACHE_TTL_MS + 100);
    const message = await expectApiError(revocable.user.getAuthenticatedUser(), 401);
    expect(message).toBe('The API token is invalid, expired or revoked');
    await expectApiError(revocable.orgs.getOrganizationById(owner.organizationId), 401);

    const { data } = await owner.api.user.getAuthenticatedUser();
    expectContract('getAuthenticatedUser', 200, data);
    expect(data.id).toBe(owner.userId);
  });
});
