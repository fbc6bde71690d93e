import { contentV1, sitesV1 } from '@quire/proto';
import { createLogger, newId, type CallContext, type MemberRole, type Principal } from '@quire/shared';
import { errorOf, startTestStack } from '@quire/shared/testing';
import { Status } from 'nice-grpc';
import { createPrismaClient, type PrismaClient } from '../src/db';
import { startSitesService, type RunningSitesService } from '../src/service';
import type { SpaceDirectory } from '../src/clients/content';

export const URLS = { publicUrl: 'http://quire.test', appUrl: 'http://app.quire.test', sitesUrl: 'http://sites.quire.test' };

/**
 * The content service as sites sees it: spaces by organization. Every getSpaces call is
 * recorded, so tests can check that a response makes exactly one.
 */
export class InMemorySpaces implements SpaceDirectory {
  readonly spaces = new Map<string, contentV1.Space>();
  readonly calls: { organizationId: string; spaceIds: string[]; publishedSiteReader: boolean }[] = [];

  add(organizationId: string, title = 'Space'): contentV1.Space {
    const id = newId();
    const now = new Date();
    const space: contentV1.Space = {
      object: 'space',
      id,
      title,
      emoji: '',
      visibility: contentV1.ContentVisibility.CONTENT_VISIBILITY_PRIVATE,
      createdAt: now,
      updatedAt: now,
      editMode: contentV1.SpaceEditMode.SPACE_EDIT_MODE_LIVE,
      mergeRules: { type: contentV1.MergeRulesType.MERGE_RULES_TYPE_INHERIT, rules: [] },
      urls: { location: `http://quire.test/v1/spaces/${id}`, app: `http://app.quire.test/s/${id}` },
      organization: organizationId,
      language: contentV1.TranslationLanguage.TRANSLATION_LANGUAGE_UNSPECIFIED,
      revision: newId(),
      defaultLevel: contentV1.DefaultLevel.DEFAULT_LEVEL_INHERIT,
      gitSync: undefined,
      comments: 0,
      changeRequests: 0,
      changeRequestsOpen: 0,
      changeRequestsDraft: 0,
      permissions: {
        view: true,
        access: true,
        admin: true,
        viewInviteLinks: true,
        edit: true,
        triggerGitSync: true,
        comment: true,
        merge: true,
        review: true,
        installIntegration: true,
      },
    };
    this.spaces.set(id, space);
    return space;
  }

  async getSpaces(
    organizationId: string,
    spaceIds: string[],
    _callContext: CallContext,
    { publishedSiteReader = false }: { publishedSiteReader?: boolean } = {},
  ): Promise<Map<string, contentV1.Space>> {
    this.calls.push({ organizationId, spaceIds, publishedSiteReader });
    const found = new Map<string, contentV1.Space>();
    for (const id of spaceIds) {
      const space = this.spaces.get(id);
      if (space && space.organization === organizationId) found.set(id, space);
    }
    return found;
  }
}

export type SitesClient = sitesV1.SiteServiceClient &
  sitesV1.SiteSectionServiceClient &
  sitesV1.SiteSpaceServiceClient &
  sitesV1.SitePublishingServiceClient &
  sitesV1.SiteAdaptiveServiceClient &
  sitesV1.SiteCustomizationServiceClient &
  sitesV1.SiteShareLinkServiceClient;

export type TestEnvironment = {
  /** The environment's own database (a fresh one, dropped at close). */
  databaseUrl: string;
  db: PrismaClient;
  spaces: InMemorySpaces;
  as(principal: Principal): SitesClient;
  close(): Promise<void>;
};

/** Sites on a free port with a fresh database (the shared test harness), content replaced by InMemorySpaces. */
export async function startTestEnvironment(): Promise<TestEnvironment> {
  const spaces = new InMemorySpaces();
  const stack = await startTestStack<SitesClient, RunningSitesService>({
    name: 'sites',
    definitions: [
      sitesV1.SiteServiceDefinition,
      sitesV1.SiteSectionServiceDefinition,
      sitesV1.SiteSpaceServiceDefinition,
      sitesV1.SitePublishingServiceDefinition,
      sitesV1.SiteAdaptiveServiceDefinition,
      sitesV1.SiteCustomizationServiceDefinition,
      sitesV1.SiteShareLinkServiceDefinition,
    ],
    start: ({ databaseUrl, natsUrl }) =>
      startSitesService({
        host: '127.0.0.1',
        port: 0,
        logger: createLogger('sites-test', 'silent'),
        databaseUrl,
        natsUrl,
        urls: URLS,
        contentGrpcUrl: '127.0.0.1:1',
        spaces,
        contentEventsDurable: 'sites-content-spaces-test',
      }),
  });
  const db = createPrismaClient(stack.databaseUrl);
  return {
    databaseUrl: stack.databaseUrl,
    db,
    spaces,
    as: (principal) => stack.as(principal),
    async close() {
      await db.$disconnect();
      await stack.close();
    },
  };
}

export function newOrganization() {
  const id = newId();
  const principalFor = (role: MemberRole | null): Principal => ({ userId: newId(), tokenId: newId(), memberships: [{ organizationId: id, role }], teamIds: [] });
  return { id, admin: principalFor('admin'), member: (role: MemberRole) => principalFor(role), guest: () => principalFor(null) };
}

/** A new organization with a site (created by its admin) whose root site spaces hold new spaces titled `titles`. */
export async function siteWith(env: TestEnvironment, titles: string[]) {
  const org = newOrganization();
  const spaces = titles.map((title) => env.spaces.add(org.id, title));
  const client = env.as(org.admin);
  const site = (await client.createSite({ organizationId: org.id, type: 0, visibility: 0, spaces: spaces.map((s) => s.id) })).site!;
  return { org, client, site, spaces, ref: { organizationId: org.id, siteId: site.id } };
}

export { errorOf, Status };
