import { commonV1, identityV1 } from '@quire/proto';
import { Status } from '@quire/shared';
import { createTestCertificate } from '@quire/testing';
import { createChannel, createClient, type Channel, type Client } from 'nice-grpc';
import { addMember, createOrganization } from '../../test/factories';
import { as, type Caller, failure, PUBLIC_URL, statusOf, useTestIdentity } from '../../test/harness';
import { MAX_SAML_PROVIDERS_PER_ORGANIZATION } from './validation';

const { MemberRole } = commonV1;
const { SAMLProviderStatus } = identityV1;

const env = useTestIdentity();
let channel: Channel;
let saml: Client<typeof identityV1.SAMLProviderServiceDefinition>;

beforeAll(() => {
  channel = createChannel(`127.0.0.1:${env.service.port}`);
  saml = createClient(identityV1.SAMLProviderServiceDefinition, channel);
});
afterAll(() => channel.close());

const idp = createTestCertificate();
const complete = { entityId: 'https://idp.example.com/entity', ssoUrl: 'https://idp.example.com/sso', certificate: idp.certificate };

const create = (caller: Caller, organizationId: string, fields: Partial<identityV1.CreateSAMLProviderRequest> = {}) =>
  saml.createSAMLProvider({ organizationId, label: 'Okta', ...fields }, as(caller));

const providerCount = (organizationId: string) => env.prisma.samlProvider.count({ where: { organizationId } });

describe('CreateSAMLProvider', () => {
  test('refuses a malformed PEM, an expired or not yet valid certificate, a weak key and non-https URLs, changing nothing', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const body = idp.certificate.split('\n').slice(1, -2).join('\n');
    const cases: [Partial<identityV1.CreateSAMLProviderRequest>, RegExp][] = [
      [{ certificate: 'not a certificate' }, /^certificate: must be one X\.509 certificate in PEM format/],
      [{ certificate: body }, /^certificate: must be one X\.509 certificate in PEM format/],
      [{ certificate: `-----BEGIN CERTIFICATE-----\nAAAA${body.slice(10)}\n-----END CERTIFICATE-----` }, /^certificate: is not a valid X\.509 certificate/],
      [{ certificate: `${idp.certificate}${idp.certificate}` }, /^certificate: must be one X\.509 certificate/],
      [
        { certificate: createTestCertificate({ notBefore: new Date('2020-01-01'), notAfter: new Date('2021-01-01') }).certificate },
        /^certificate: expired on 2021-01-01T00:00:00\.000Z$/,
      ],
      [
        { certificate: createTestCertificate({ notBefore: new Date(Date.now() + 86400_000), notAfter: new Date(Date.now() + 2 * 86400_000) }).certificate },
        /^certificate: is not valid before /,
      ],
      [{ certificate: createTestCertificate({ bits: 1024 }).certificate }, /^certificate: its RSA key has 1024 bits; at least 2048 are required$/],
      [{ ssoUrl: 'http://idp.example.com/sso' }, /^ssoURL: must be an https URL/],
      [{ ssoUrl: 'ftp://idp.example.com/sso' }, /^ssoURL: must be an https URL/],
      [{ ssoUrl: 'idp.example.com/sso' }, /^ssoURL: must be an absolute URL$/],
      [{ ssoUrl: 'https://user:secret@idp.example.com/sso' }, /^ssoURL: must not contain credentials$/],
      [{ label: '' }, /^label: /],
      [{ label: 'x'.repeat(31) }, /^label: /],
      [{ entityId: 'x'.repeat(1025) }, /^entityId: /],
      [{ defaultTeam: 'no-such-team' }, /^defaultTeam: is not a team of this organization$/],
      [{ defaultTeam: 'not an id!' }, /^defaultTeam: must be a team id$/],
      [{ defaultRole: 42 as commonV1.MemberRole }, /^defaultRole: unknown role$/],
    ];
    for (const [fields, message] of cases) {
      const refused = await failure(create(owner, organizationId, fields));
      expect({ fields, code: refused.code }).toEqual({ fields, code: Status.INVALID_ARGUMENT });
      expect(refused.details).toMatch(message);
    }
    expect(await providerCount(organizationId)).toBe(0);
  });

  test('refuses a default team of another organization', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const other = await createOrganization(env);
    const { team } = await env.identity.createTeam({ organizationId: other.organizationId, title: 'Theirs', members: [] }, as(other.owner));
    expect((await failure(create(owner, organizationId, { defaultTeam: team!.id }))).details).toBe(
      'defaultTeam: is not a team of this organization',
    );
  });

  test('only admins manage providers; outsiders get NOT_FOUND', async () => {
    const { organizationId } = await createOrganization(env);
    const creator = await addMember(env, organizationId, 'create');
    const guest = await addMember(env, organizationId, 'guest');
    const outsider = await createOrganization(env);
    expect(await statusOf(create(creator, organizationId))).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(create(guest, organizationId))).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(create(outsider.owner, organizationId))).toBe(Status.NOT_FOUND);
    expect(await statusOf(saml.listSAMLProviders({ organizationId }, as(creator)))).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(saml.listSAMLProviders({ organizationId }, as(outsider.owner)))).toBe(Status.NOT_FOUND);
    expect(await providerCount(organizationId)).toBe(0);
  });

  test('a provider with a label only is pending, with the SP side filled in and the organization default role', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const { provider } = await create(owner, organizationId, { label: '  Okta  ' });
    const base = `${PUBLIC_URL}/v1/orgs/${organizationId}/saml/${provider!.id}`;
    expect(provider).toEqual({
      object: 'saml-provider',
      id: expect.any(String),
      label: 'Okta',
      ssoUrl: 'about:blank',
      entityId: '',
      certificate: '',
      defaultTeam: undefined,
      defaultRole: MemberRole.MEMBER_ROLE_READ,
      createdAt: expect.any(Date),
      status: SAMLProviderStatus.SAML_PROVIDER_STATUS_PENDING,
      service: { acsUrl: `${base}/acs`, startUrl: `${base}/start`, entityId: `${base}/metadata` },
      urls: { location: base },
    });
    const event = await env.prisma.outboxEvent.findFirstOrThrow({
      where: { type: 'quire.identity.saml-provider.created', aggregateId: provider!.id },
      select: { organizationId: true, data: true },
    });
    expect(event).toEqual({
      organizationId,
      data: { organizationId, samlProviderId: provider!.id, label: 'Okta', defaultRole: 'read', settings: [] },
    });
  });

  test('a complete provider is active and presents its default team in full; a null role makes guests', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const { team } = await env.identity.createTeam({ organizationId, title: 'SSO people', members: [] }, as(owner));
    const { provider } = await create(owner, organizationId, {
      ...complete,
      defaultTeam: team!.id,
      defaultRole: MemberRole.MEMBER_ROLE_GUEST,
    });
    expect(provider).toMatchObject({
      status: SAMLProviderStatus.SAML_PROVIDER_STATUS_ACTIVE,
      entityId: complete.entityId,
      ssoUrl: complete.ssoUrl,
      certificate: expect.stringMatching(/^-----BEGIN CERTIFICATE-----\n[\s\S]+\n-----END CERTIFICATE-----$/),
      defaultRole: MemberRole.MEMBER_ROLE_GUEST,
      defaultTeam: { object: 'team', id: team!.id, title: 'SSO people', members: 0, spaces: 0, permissions: { admin: true, view: true } },
    });
    const stored = await env.prisma.samlProvider.findUniqueOrThrow({ where: { id: provider!.id } });
    expect(stored.certificateNotAfter!.getTime()).toBeGreaterThan(Date.now());
  });

  test('accepts http URLs on localhost and 127.0.0.1 only', async () => {
    const { organizationId, owner } = await createOrganization(env);
    for (const ssoUrl of ['http://localhost:8081/sso', 'http://127.0.0.1/sso']) {
      expect((await create(owner, organizationId, { ...complete, ssoUrl })).provider!.ssoUrl).toBe(ssoUrl);
    }
    expect(await statusOf(create(owner, organizationId, { ssoUrl: 'http://localhost.example.com/sso' }))).toBe(Status.INVALID_ARGUMENT);
  });

  test(`an organization has at most ${MAX_SAML_PROVIDERS_PER_ORGANIZATION} providers`, async () => {
    const { organizationId, owner } = await createOrganization(env);
    await Promise.all(Array.from({ length: MAX_SAML_PROVIDERS_PER_ORGANIZATION }, (_, index) => create(owner, organizationId, { label: `P${index}` })));
    expect((await failure(create(owner, organizationId))).details).toBe(`An organization can have at most ${MAX_SAML_PROVIDERS_PER_ORGANIZATION} SAML providers`);
    expect(await providerCount(organizationId)).toBe(MAX_SAML_PROVIDERS_PER_ORGANIZATION);
  });
});

describe('GetSAMLProvider and ListSAMLProviders', () => {
  test("another organization's provider is NOT_FOUND, also under the caller's own organization", async () => {
    const first = await createOrganization(env);
    const second = await createOrganization(env);
    const { provider } = await create(second.owner, second.organizationId);
    expect(await statusOf(saml.getSAMLProvider({ organizationId: first.organizationId, samlProviderId: provider!.id }, as(first.owner)))).toBe(
      Status.NOT_FOUND,
    );
    expect(await statusOf(saml.getSAMLProvider({ organizationId: second.organizationId, samlProviderId: provider!.id }, as(first.owner)))).toBe(
      Status.NOT_FOUND,
    );
    const got = await saml.getSAMLProvider({ organizationId: second.organizationId, samlProviderId: provider!.id }, as(second.owner));
    expect(got.provider).toEqual(provider);
  });

  test('pages oldest first, with default teams from one counting call per page', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const { team } = await env.identity.createTeam({ organizationId, title: 'T', members: [] }, as(owner));
    const ids: string[] = [];
    for (const label of ['A', 'B', 'C']) ids.push((await create(owner, organizationId, { label, defaultTeam: team!.id })).provider!.id);
    const callsBefore = env.content.calls.length;
    const first = await saml.listSAMLProviders({ organizationId, limit: 2 }, as(owner));
    expect(first.items.map((item) => item.id)).toEqual(ids.slice(0, 2));
    expect(first.count).toBe(3);
    expect(first.items.every((item) => item.defaultTeam?.id === team!.id)).toBe(true);
    expect(env.content.calls.slice(callsBefore).map((call) => call.method)).toEqual(['countTeamSpaces']);
    const second = await saml.listSAMLProviders({ organizationId, limit: 2, page: first.next!.page }, as(owner));
    expect(second.items.map((item) => item.id)).toEqual(ids.slice(2));
    expect(second.next).toBeUndefined();
  });

  test('a certificate that expired since makes the provider pending again', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const { provider } = await create(owner, organizationId, complete);
    await env.prisma.samlProvider.update({ where: { id: provider!.id }, data: { certificateNotAfter: new Date(Date.now() - 1000) } });
    const got = await saml.getSAMLProvider({ organizationId, samlProviderId: provider!.id }, as(owner));
    expect(got.provider!.status).toBe(SAMLProviderStatus.SAML_PROVIDER_STATUS_PENDING);
  });
});

describe('UpdateSAMLProvider', () => {
  test('changes only what is given, clears with "", and records the changed fields', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const { team } = await env.identity.createTeam({ organizationId, title: 'T', members: [] }, as(owner));
    const { provider } = await create(owner, organizationId, { label: 'Before' });
    const samlProviderId = provider!.id;
    const update = (fields: Partial<identityV1.UpdateSAMLProviderRequest>) =>
      saml.updateSAMLProvider({ organizationId, samlProviderId, ...fields }, as(owner));

    const completed = (await update({ ...complete, defaultTeam: team!.id })).provider!;
    expect(completed).toMatchObject({ label: 'Before', status: SAMLProviderStatus.SAML_PROVIDER_STATUS_ACTIVE, defaultTeam: { id: team!.id } });
    const renamed = (await update({ label: 'After', defaultRole: MemberRole.MEMBER_ROLE_GUEST })).provider!;
    expect(renamed).toMatchObject({ label: 'After', defaultRole: MemberRole.MEMBER_ROLE_GUEST, entityId: complete.entityId, defaultTeam: { id: team!.id } });
    const cleared = (await update({ certificate: '', defaultTeam: '' })).provider!;
    expect(cleared).toMatchObject({ certificate: '', defaultTeam: undefined, status: SAMLProviderStatus.SAML_PROVIDER_STATUS_PENDING });

    const events = await env.prisma.outboxEvent.findMany({
      where: { type: 'quire.identity.saml-provider.updated', aggregateId: samlProviderId },
      orderBy: { seq: 'asc' },
      select: { data: true },
    });
    expect(events.map((event) => (event.data as { changes: string[] }).changes)).toEqual([
      ['entityID', 'ssoURL', 'certificate', 'defaultTeam'],
      ['label', 'defaultRole'],
      ['certificate', 'defaultTeam'],
    ]);
  });

  test('refuses bad settings and leaves the provider as it was', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const { provider } = await create(owner, organizationId, complete);
    const samlProviderId = provider!.id;
    const expired = createTestCertificate({ notBefore: new Date('2020-01-01'), notAfter: new Date('2021-01-01') });
    for (const fields of [{ certificate: '-----BEGIN CERTIFICATE-----\nbroken\n-----END CERTIFICATE-----' }, { certificate: expired.certificate }, { ssoUrl: 'http://idp.example.com' }]) {
      expect(await statusOf(saml.updateSAMLProvider({ organizationId, samlProviderId, label: 'Changed', ...fields }, as(owner)))).toBe(
        Status.INVALID_ARGUMENT,
      );
    }
    expect((await saml.getSAMLProvider({ organizationId, samlProviderId }, as(owner))).provider).toEqual(provider);
  });

  test('refuses non-admins, outsiders and unknown providers', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const { provider } = await create(owner, organizationId);
    const editor = await addMember(env, organizationId, 'edit');
    const outsider = await createOrganization(env);
    const update = (caller: Caller, samlProviderId = provider!.id) =>
      statusOf(saml.updateSAMLProvider({ organizationId, samlProviderId, label: 'X' }, as(caller)));
    expect(await update(editor)).toBe(Status.PERMISSION_DENIED);
    expect(await update(outsider.owner)).toBe(Status.NOT_FOUND);
    expect(await update(owner, 'unknownProvider')).toBe(Status.NOT_FOUND);
  });

  test('deleting the default team clears it from the provider', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const { team } = await env.identity.createTeam({ organizationId, title: 'Gone', members: [] }, as(owner));
    const { provider } = await create(owner, organizationId, { defaultTeam: team!.id });
    await env.identity.deleteTeam({ organizationId, teamId: team!.id }, as(owner));
    const got = await saml.getSAMLProvider({ organizationId, samlProviderId: provider!.id }, as(owner));
    expect(got.provider!.defaultTeam).toBeUndefined();
  });
});

describe('DeleteSAMLProvider', () => {
  test('deletes once, then succeeds without change; non-admins and outsiders are refused', async () => {
    const { organizationId, owner } = await createOrganization(env);
    const { provider } = await create(owner, organizationId);
    const samlProviderId = provider!.id;
    const reader = await addMember(env, organizationId, 'read');
    const outsider = await createOrganization(env);
    expect(await statusOf(saml.deleteSAMLProvider({ organizationId, samlProviderId }, as(reader)))).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(saml.deleteSAMLProvider({ organizationId, samlProviderId }, as(outsider.owner)))).toBe(Status.NOT_FOUND);
    // An admin of another organization naming this provider under their own organization deletes nothing.
    expect(await statusOf(saml.deleteSAMLProvider({ organizationId: outsider.organizationId, samlProviderId }, as(outsider.owner)))).toBe('OK');
    expect(await providerCount(organizationId)).toBe(1);

    await saml.deleteSAMLProvider({ organizationId, samlProviderId }, as(owner));
    await saml.deleteSAMLProvider({ organizationId, samlProviderId }, as(owner));
    expect(await statusOf(saml.getSAMLProvider({ organizationId, samlProviderId }, as(owner)))).toBe(Status.NOT_FOUND);
    const events = await env.prisma.outboxEvent.findMany({
      where: { type: 'quire.identity.saml-provider.deleted', aggregateId: samlProviderId },
      select: { data: true },
    });
    expect(events).toEqual([{ data: { organizationId, samlProviderId } }]);
  });
});
