import { Metadata, type CallContext } from 'nice-grpc-common';
import {
  decodePrincipal,
  encodePrincipal,
  findPrincipal,
  forwardMetadata,
  getPrincipal,
  getRequestId,
  MAX_INSTALLATION_GRANT_SPACES,
  maxRole,
  PRINCIPAL_METADATA_KEY,
  principalMetadata,
  REQUEST_ID_METADATA_KEY,
  requireScope,
  roleAtLeast,
  ServerError,
  Status,
  type Principal,
} from '../src';

const principal: Principal = {
  userId: 'user1',
  tokenId: 'token1',
  memberships: [
    { organizationId: 'org1', role: 'edit' },
    { organizationId: 'org2', role: null },
  ],
  teamIds: ['team1'],
};

const contextWith = (metadata: Metadata): CallContext =>
  ({ metadata, signal: new AbortController().signal, peer: 'test', header: new Metadata(), trailer: new Metadata() }) as CallContext;

const statusOf = (fn: () => unknown): Status | undefined => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ServerError) return error.code;
    throw error;
  }
  return undefined;
};

describe('roles', () => {
  it('ranks read < comment < edit < review < create < admin, guests below read', () => {
    expect(roleAtLeast('admin', 'create')).toBe(true);
    expect(roleAtLeast('review', 'edit')).toBe(true);
    expect(roleAtLeast('edit', 'review')).toBe(false);
    expect(roleAtLeast('read', 'read')).toBe(true);
    expect(roleAtLeast(null, 'read')).toBe(false);
    expect(roleAtLeast(undefined, 'read')).toBe(false);
  });

  it('maxRole picks the highest and is null without roles', () => {
    expect(maxRole('read', null, 'review', undefined, 'comment')).toBe('review');
    expect(maxRole(null, undefined)).toBeNull();
    expect(maxRole()).toBeNull();
  });
});

describe('principal metadata', () => {
  it('round-trips through base64url JSON', () => {
    const encoded = encodePrincipal(principal);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodePrincipal(encoded)).toEqual(principal);
  });

  it.each([
    ['garbage', '%%%'],
    ['valid base64 of non-JSON', Buffer.from('nope').toString('base64url')],
    ['an unknown role', encodePrincipal({ ...principal, memberships: [{ organizationId: 'o', role: 'owner' as never }] })],
    ['a missing user id', Buffer.from(JSON.stringify({ ...principal, userId: undefined })).toString('base64url')],
  ])('rejects %s as unauthenticated', (_, encoded) => {
    expect(statusOf(() => decodePrincipal(encoded))).toBe(Status.UNAUTHENTICATED);
  });

  it('getPrincipal reads what principalMetadata wrote', () => {
    const context = contextWith(principalMetadata(principal, 'req-1'));
    expect(getPrincipal(context)).toEqual(principal);
    expect(getRequestId(context)).toBe('req-1');
  });

  it('getPrincipal is unauthenticated without metadata; findPrincipal is undefined', () => {
    const context = contextWith(new Metadata());
    expect(findPrincipal(context)).toBeUndefined();
    expect(statusOf(() => getPrincipal(context))).toBe(Status.UNAUTHENTICATED);
  });

  it('getRequestId generates one id per call and keeps it', () => {
    const context = contextWith(new Metadata());
    const id = getRequestId(context);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(getRequestId(context)).toBe(id);
  });

  it('forwardMetadata passes principal and request id on', () => {
    const forwarded = forwardMetadata(contextWith(principalMetadata(principal, 'req-2')));
    expect(decodePrincipal(forwarded.get(PRINCIPAL_METADATA_KEY) as string)).toEqual(principal);
    expect(forwarded.get(REQUEST_ID_METADATA_KEY)).toBe('req-2');
  });
});

describe('installation principals and requireScope', () => {
  const installation: Principal = {
    userId: 'installation:inst1',
    tokenId: 'itok1',
    memberships: [],
    teamIds: [],
    kind: 'installation',
    installation: { installationId: 'inst1', integration: 'crm-sync', organizationId: 'org1', scopes: ['conversations:ingest'] },
  };

  it('round-trips the token kind and the installation through metadata', () => {
    expect(decodePrincipal(encodePrincipal(installation))).toEqual(installation);
    // A user principal stays exactly what it was: no kind is added on the way.
    expect(decodePrincipal(encodePrincipal(principal))).toEqual(principal);
    expect(decodePrincipal(encodePrincipal({ ...principal, kind: 'user' }))).toEqual({ ...principal, kind: 'user' });
  });

  it('round-trips the spaces an installation is enabled on, and still decodes a grant encoded without them', () => {
    const enabled: Principal = { ...installation, installation: { ...installation.installation!, spaceIds: ['space1', 'space2'] } };
    expect(decodePrincipal(encodePrincipal(enabled))).toEqual(enabled);
    // Encoded before the field existed: no spaces, not an invalid principal.
    expect(decodePrincipal(encodePrincipal(installation)).installation?.spaceIds).toBeUndefined();
  });

  it('refuses more spaces than an installation principal carries, and empty ids', () => {
    const spaceIds = Array.from({ length: MAX_INSTALLATION_GRANT_SPACES + 1 }, (_, i) => `space${i}`);
    const encode = (ids: string[]) => Buffer.from(JSON.stringify({ ...installation, installation: { ...installation.installation, spaceIds: ids } })).toString('base64url');
    expect(statusOf(() => decodePrincipal(encode(spaceIds)))).toBe(Status.UNAUTHENTICATED);
    expect(statusOf(() => decodePrincipal(encode([''])))).toBe(Status.UNAUTHENTICATED);
    expect(decodePrincipal(encode(spaceIds.slice(1))).installation?.spaceIds).toHaveLength(MAX_INSTALLATION_GRANT_SPACES);
  });

  it.each([
    ['an installation kind without its installation', { ...installation, installation: undefined }],
    ['an installation on a user principal', { ...principal, kind: 'user', installation: installation.installation }],
    ['an unknown scope', { ...installation, installation: { ...installation.installation, scopes: ['members:manage'] } }],
    ['an unknown kind', { ...principal, kind: 'robot' }],
  ])('rejects %s as unauthenticated', (_, value) => {
    expect(statusOf(() => decodePrincipal(Buffer.from(JSON.stringify(value)).toString('base64url')))).toBe(Status.UNAUTHENTICATED);
  });

  it('lets user tokens through whatever the scope: their roles decide', () => {
    expect(statusOf(() => requireScope(principal, null))).toBeUndefined();
    expect(statusOf(() => requireScope(principal, 'conversations:ingest', 'any-org'))).toBeUndefined();
    expect(statusOf(() => requireScope({ ...principal, kind: 'user' }, null))).toBeUndefined();
  });

  it('lets an installation token do what its scopes allow, in its own organization only', () => {
    expect(statusOf(() => requireScope(installation, 'conversations:ingest', 'org1'))).toBeUndefined();
    expect(statusOf(() => requireScope(installation, 'conversations:ingest'))).toBeUndefined();
    expect(statusOf(() => requireScope(installation, 'space:content:write', 'org1'))).toBe(Status.PERMISSION_DENIED);
    expect(statusOf(() => requireScope(installation, 'conversations:ingest', 'org2'))).toBe(Status.NOT_FOUND);
  });

  it('refuses installation tokens every action no scope grants', () => {
    expect(statusOf(() => requireScope(installation, null))).toBe(Status.PERMISSION_DENIED);
    expect(statusOf(() => requireScope(installation, null, 'org1'))).toBe(Status.PERMISSION_DENIED);
  });
});

describe('integration principals', () => {
  const integrationPrincipal: Principal = {
    userId: 'integration:slack',
    tokenId: 'tok',
    memberships: [],
    teamIds: [],
    kind: 'integration',
    integration: { integration: 'slack', organizationId: 'org-pub' },
  };

  it('round-trips through metadata, and needs its integration', () => {
    expect(decodePrincipal(encodePrincipal(integrationPrincipal))).toEqual(integrationPrincipal);
    expect(() => decodePrincipal(encodePrincipal({ ...integrationPrincipal, integration: undefined }))).toThrow(ServerError);
    expect(() => decodePrincipal(encodePrincipal({ ...principal, integration: { integration: 'slack', organizationId: 'o' } }))).toThrow(ServerError);
  });

  it('is refused every scoped action and every action no scope grants', () => {
    for (const scope of ['conversations:ingest', 'openapi:read', null] as const) {
      expect(() => requireScope(integrationPrincipal, scope)).toThrow(expect.objectContaining({ code: Status.PERMISSION_DENIED }));
    }
  });
});
