import { commonV1 } from '@quire/proto';
import { createCollection, createSpace, newOrganization, useTestEnvironment } from '../../test/helpers';

const { MemberRole } = commonV1;

const env = useTestEnvironment();

describe('CountTeamSpaces / CountMemberSpaces', () => {
  it('counts live spaces per team, sub-collections included', async () => {
    const org = newOrganization(env);
    const writers = org.team();
    const readers = org.team();
    const idle = org.team();
    const docs = await createCollection(env, org, 'Docs');
    const api = await createCollection(env, org, 'API', docs.id);
    const other = await createCollection(env, org, 'Other');
    await createSpace(env, org, 'D', docs.id);
    await createSpace(env, org, 'A', api.id);
    const trashed = await createSpace(env, org, 'T', api.id);
    await createSpace(env, org, 'O', other.id);
    await createSpace(env, org, 'Top');
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
