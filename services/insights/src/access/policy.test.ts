import type { IntegrationScope, MemberRole, Principal } from '@quire/shared';
import { canReadInsights, ingestionSource } from './policy';

const principal = (role: MemberRole | null | undefined, tokenId = 'tok_1'): Principal => ({
  userId: 'user',
  tokenId,
  memberships: role === undefined ? [] : [{ organizationId: 'org', role }],
  teamIds: [],
});

describe('ingestionSource', () => {
  it("gives an admin's API token the source integration:api:<tokenId>", () => {
    expect(ingestionSource(principal('admin'), 'org')).toEqual({ allowed: true, source: 'integration:api:tok_1' });
  });

  it('forbids other members and hides the organization from guests and outsiders', () => {
    for (const role of ['read', 'comment', 'edit', 'review', 'create'] as const) {
      expect(ingestionSource(principal(role), 'org')).toMatchObject({ allowed: false, refusal: 'forbidden' });
    }
    expect(ingestionSource(principal(null), 'org')).toMatchObject({ allowed: false, refusal: 'not-found' });
    expect(ingestionSource(principal(undefined), 'org')).toMatchObject({ allowed: false, refusal: 'not-found' });
    expect(ingestionSource(principal('admin'), 'other')).toMatchObject({ allowed: false, refusal: 'not-found' });
  });

  it('refuses a principal without a token id that could make a source', () => {
    expect(ingestionSource(principal('admin', ''), 'org')).toMatchObject({ allowed: false, refusal: 'forbidden' });
    expect(ingestionSource(principal('admin', 'a:b'), 'org')).toMatchObject({ allowed: false, refusal: 'forbidden' });
  });
});

describe('ingestionSource for integration installation tokens', () => {
  const installation = (scopes: IntegrationScope[], organizationId = 'org'): Principal => ({
    userId: 'installation:inst_1',
    tokenId: 'tok_2',
    memberships: [],
    teamIds: [],
    kind: 'installation',
    installation: { installationId: 'inst_1', integration: 'intercom', organizationId, scopes },
  });

  it('gives an installation with conversations:ingest the source integration:<integration>:<installation>', () => {
    expect(ingestionSource(installation(['conversations:ingest']), 'org')).toEqual({ allowed: true, source: 'integration:intercom:inst_1' });
  });

  it('forbids an installation without the scope and hides other organizations from it', () => {
    expect(ingestionSource(installation(['space:content:read']), 'org')).toMatchObject({ allowed: false, refusal: 'forbidden' });
    expect(ingestionSource(installation(['conversations:ingest'], 'elsewhere'), 'org')).toMatchObject({ allowed: false, refusal: 'not-found' });
  });

  it('never lets an installation read insights (it has no membership)', () => {
    expect(canReadInsights(installation(['conversations:ingest']), 'org')).toBe(false);
  });
});

describe('canReadInsights', () => {
  it('lets members of any role read, not guests or outsiders', () => {
    expect(canReadInsights(principal('read'), 'org')).toBe(true);
    expect(canReadInsights(principal(null), 'org')).toBe(false);
    expect(canReadInsights(principal('admin'), 'other')).toBe(false);
  });
});
