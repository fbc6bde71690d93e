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

describe('GetRevision', () => {
  it('answers NOT_FOUND for a revision of another space', async () => {
    const org = newOrganization(env);
    const a = await createSpace(org, 'A');
    const b = await createSpace(org, 'B');
    expect(await statusOf(env.as(org.admin).getRevision({ spaceId: a.id, revisionId: b.revision }))).toBe(Status.NOT_FOUND);
  });
});
