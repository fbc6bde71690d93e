import { MemberRole as Role } from '@gitbook/api';
import {
  addMember,
  client,
  createCollection,
  createSpace,
  createTeam,
  expectFailure,
  expectOk,
  newOrg as newOrgOf,
  sameUserIn,
  sendRaw,
  type Org,
} from './content-helpers';
import { expectRawError } from './client';
import { startStack, type Stack } from './harness';

// Defects of the content service, through the gateway with the official client: races between
// moves and transfers (fired together, many rounds, the invariant checked afterwards), the
// nesting cap, guests reading team permissions, and request limits. Every body is checked
// against the contract.

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ authCacheTtlMs: 0 });
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

const newOrg = () => newOrgOf(stack);
const ROUNDS = 20;

describe('moves racing transfers', () => {
  it('never leaves a space in one organization inside a collection of another', async () => {
    const org = await newOrg();
    const other = await sameUserIn(stack, org, 'admin');
    const api = other.gitbook;
    for (let round = 0; round < ROUNDS; round += 1) {
      const docs = await createCollection(org, `Docs ${round}`);
      const space = await createSpace(org, `Space ${round}`);
      await Promise.allSettled([
        api.spaces.moveSpace(space.id, { parent: docs.id }),
        api.collections.transferCollection(docs.id, { organization: other.organizationId }),
      ]);
      const after = await expectOk('getSpaceById', 200, api.spaces.getSpaceById(space.id));
      if (after.parent) {
        const parent = await expectOk('getCollectionById', 200, api.collections.getCollectionById(after.parent));
        expect(parent.organization).toBe(after.organization);
      }
    }
  });

  it('never nests two collections in each other when both moves run at once', async () => {
    const org = await newOrg();
    for (let round = 0; round < ROUNDS; round += 1) {
      const x = await createCollection(org, `X ${round}`);
      const y = await createCollection(org, `Y ${round}`);
      const results = await Promise.allSettled([
        org.gitbook.collections.moveCollection(x.id, { parent: y.id }),
        org.gitbook.collections.moveCollection(y.id, { parent: x.id }),
      ]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const [afterX, afterY] = await Promise.all([
        expectOk('getCollectionById', 200, org.gitbook.collections.getCollectionById(x.id)),
        expectOk('getCollectionById', 200, org.gitbook.collections.getCollectionById(y.id)),
      ]);
      expect(afterX.parent === y.id && afterY.parent === x.id).toBe(false);
    }
  });
});

describe('nesting depth', () => {
  it('400 for a collection nested deeper than 10 levels', async () => {
    const org = await newOrg();
    let parent: string | undefined;
    for (let depth = 1; depth <= 10; depth += 1) parent = (await createCollection(org, `Level ${depth}`, parent)).id;
    await expectFailure(
      org.gitbook.orgs.createCollection(org.organizationId, { title: 'Level 11', parent }),
      400,
      'parent: collections can be nested at most 10 deep',
    );
    const top = await createCollection(org, 'Top');
    await expectFailure(org.gitbook.collections.moveCollection(top.id, { parent }), 400, 'parent: collections can be nested at most 10 deep');
  });
});

describe('listTeamPermissionsInCollection for guests', () => {
  it('200 for a guest who can read the collection, listing their own teams', async () => {
    const org = await newOrg();
    const guest = await addMember(stack, org, null);
    const mine = await createTeam(org.gitbook, org.organizationId, [guest.userId]);
    const others = await createTeam(org.gitbook, org.organizationId);
    const docs = await createCollection(org, 'Docs');
    await expectOk('inviteToCollection', 204, org.gitbook.collections.inviteToCollection(docs.id, { teams: [mine, others], role: Role.Read }));

    const list = await expectOk('listTeamPermissionsInCollection', 200, guest.gitbook.collections.listTeamPermissionsInCollection(docs.id));
    expect(list.items.map((item) => [item.team.id, item.permission])).toEqual([[mine, 'read']]);
    expect(list.count).toBe(1);
    const all = await expectOk('listTeamPermissionsInCollection', 200, org.gitbook.collections.listTeamPermissionsInCollection(docs.id));
    expect(all.count).toBe(2);
  });
});

describe('request limits', () => {
  const token = (org: Org) => org.token;

  it('400 for an invitation of more than 100 teams', async () => {
    const org = await newOrg();
    const docs = await createCollection(org, 'Docs');
    const teams = Array.from({ length: 101 }, (_, index) => `team${index}`);
    await expectFailure(org.gitbook.collections.inviteToCollection(docs.id, { teams, role: Role.Read }), 400, /^teams/);
  });

  it('400 for a merge rule with more than 100 users', async () => {
    const org = await newOrg();
    const space = await createSpace(org, 'Docs');
    const users = Array.from({ length: 101 }, (_, index) => `user${index}`);
    const response = await sendRaw(stack, 'PATCH', `/spaces/${space.id}`, {
      token: token(org),
      body: JSON.stringify({ mergeRules: { type: 'rules', rules: [{ rule: 'require_specific_reviewers', users }] } }),
    });
    expect(expectRawError(response, 400)).toMatch(/^mergeRules/);
  });

  it('400 naming the field for a NUL character', async () => {
    const org = await newOrg();
    const response = await sendRaw(stack, 'POST', `/orgs/${org.organizationId}/collections`, {
      token: token(org),
      body: JSON.stringify({ title: 'a\u0000b' }),
    });
    expect(expectRawError(response, 400)).toMatch(/^title: /);
    const space = await createSpace(org, 'Docs');
    const update = await sendRaw(stack, 'PATCH', `/spaces/${space.id}`, { token: token(org), body: JSON.stringify({ title: 'x\u0000' }) });
    expect(expectRawError(update, 400)).toMatch(/^title: /);
  });
});

// Keep the anonymous client import used: a 401 still comes first.
it('401 before anything else', async () => {
  const org = await newOrg();
  const docs = await createCollection(org, 'Docs');
  await expectFailure(client(stack).collections.listTeamPermissionsInCollection(docs.id), 401);
});
