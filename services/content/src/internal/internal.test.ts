import { commonV1, contentV1 } from '@quire/proto';
import { newId } from '@quire/shared';
import { purgeDeletedSpaces } from '../jobs/space-purger';
import { SPACE_RETENTION_MS } from '../spaces/policy';
import {
  APP_URL,
  errorOf,
  inOrganizations,
  newOrganization,
  PUBLIC_URL,
  startTestEnvironment,
  Status,
  statusOf,
  type TestEnvironment,
} from '../../test/helpers';

const { ContentVisibility, DefaultLevel, SpaceEditMode, TranslationLanguage, ListOrder, ContentPointerType, MergeRulesType } = contentV1;
const { MemberRole } = commonV1;

let env: TestEnvironment;
beforeAll(async () => {
  env = await startTestEnvironment();
});
afterAll(async () => {
  await env.close();
});

type Org = ReturnType<typeof newOrganization>;

const noChanges = { editMode: 0, defaultLevel: 0, language: 0, mergeRules: undefined, emoji: undefined, icon: undefined, title: undefined };

async function createSpace(org: Org, title: string, parent?: string) {
  const { space } = await env.as(org.admin).createSpace({ organizationId: org.id, title, parent, language: 0, editMode: 0 });
  return space!;
}

async function createCollection(org: Org, title: string, parent?: string) {
  const { collection } = await env.as(org.admin).createCollection({ organizationId: org.id, title, parent });
  return collection!;
}

async function outboxTypes(aggregateId: string): Promise<string[]> {
  const rows = await env.db.outboxEvent.findMany({ where: { aggregateId }, orderBy: { seq: 'asc' }, select: { type: true } });
  return rows.map((row) => row.type);
}

const deletedDaysAgo = (spaceId: string, days: number) =>
  env.db.space.update({ where: { id: spaceId }, data: { deletedAt: new Date(Date.now() - days * 24 * 60 * 60 * 1000) } });

describe('CountTeamSpaces / CountMemberSpaces', () => {
  it('counts live spaces per team, sub-collections included', async () => {
    const org = newOrganization(env);
    const writers = org.team();
    const readers = org.team();
    const idle = org.team();
    const docs = await createCollection(org, 'Docs');
    const api = await createCollection(org, 'API', docs.id);
    const other = await createCollection(org, 'Other');
    await createSpace(org, 'D', docs.id);
    await createSpace(org, 'A', api.id);
    const trashed = await createSpace(org, 'T', api.id);
    await createSpace(org, 'O', other.id);
    await createSpace(org, 'Top');
    await env.as(org.admin).deleteSpace({ spaceId: trashed.id });
    await env.as(org.admin).inviteToCollection({ collectionId: docs.id, role: MemberRole.MEMBER_ROLE_EDIT, teams: [writers], users: [] });
    await env.as(org.admin).inviteToCollection({ collectionId: api.id, role: MemberRole.MEMBER_ROLE_READ, teams: [readers], users: [] });

    const { spacesByTeam } = await env.anonymous.countTeamSpaces({ organizationId: org.id, teamIds: [writers, readers, idle] });
    expect(spacesByTeam).toEqual({ [writers]: 2, [readers]: 1, [idle]: 0 });

    const { spacesByMember } = await env.anonymous.countMemberSpaces({
      organizationId: org.id,
      members: [
        { userId: 'member', role: MemberRole.MEMBER_ROLE_READ, teamIds: [] },
        { userId: 'guest', role: MemberRole.MEMBER_ROLE_GUEST, teamIds: [readers] },
        { userId: 'lonely', role: MemberRole.MEMBER_ROLE_GUEST, teamIds: [] },
      ],
    });
    expect(spacesByMember).toEqual({ member: 4, guest: 1, lonely: 0 });
  });
});
