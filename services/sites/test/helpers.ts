import { contentV1, type identityV1, sitesV1 } from '@quire/proto';
import { createLogger, newId, type CallContext, type MemberRole, type Principal } from '@quire/shared';
import { errorOf, startTestStack } from '@quire/shared/testing';
import { Status } from 'nice-grpc';
import { createPrismaClient, type PrismaClient } from '../src/db';
import { startSitesService, type RunningSitesService } from '../src/service';
import { pageKey, type FoundPage, type PageDirectory, type SpaceDirectory, type SpaceSearcher } from '../src/clients/content';
import type { MemberDirectory, MemberPage } from '../src/clients/identity';

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

/**
 * Page paths as content answers them (GetPagePaths): pages added to spaces of an organization.
 * Every call is recorded.
 */
export class InMemoryPages implements PageDirectory {
  readonly pages = new Map<string, { organizationId: string; path: string }>();
  readonly calls: { organizationId: string; pages: { spaceId: string; pageId: string }[] }[] = [];

  /** A page at `path` in the space; answers its id. */
  add(space: { id: string; organization: string }, path: string): string {
    const pageId = newId();
    this.pages.set(pageKey(space.id, pageId), { organizationId: space.organization, path });
    return pageId;
  }

  remove(spaceId: string, pageId: string): void {
    this.pages.delete(pageKey(spaceId, pageId));
  }

  async pagePaths(organizationId: string, pages: { spaceId: string; pageId: string }[]): Promise<Map<string, string>> {
    this.calls.push({ organizationId, pages });
    const found = new Map<string, string>();
    for (const { spaceId, pageId } of pages) {
      const page = this.pages.get(pageKey(spaceId, pageId));
      if (page && page.organizationId === organizationId) found.set(pageKey(spaceId, pageId), page.path);
    }
    return found;
  }
}

/** identity's member list as sites sees it: pages of `limit` in insertion order; every call recorded. */
export class InMemoryMembers implements MemberDirectory {
  readonly members = new Map<string, identityV1.OrganizationMember[]>();
  readonly calls: { organizationId: string; page?: string; limit?: number }[] = [];

  add(organizationId: string, role: identityV1.OrganizationMember['role']): identityV1.OrganizationMember {
    const id = newId();
    const member: identityV1.OrganizationMember = {
      object: 'member',
      id,
      role,
      user: { object: 'user', id, displayName: `User ${id}`, email: `${id}@quire.test`, urls: { location: `http://quire.test/v1/users/${id}` } },
      disabled: false,
      joinedAt: new Date(),
      sso: false,
      spaces: 0,
      teams: 0,
    };
    this.members.set(organizationId, [...(this.members.get(organizationId) ?? []), member]);
    return member;
  }

  async listMembers(organizationId: string, { page, limit = 50 }: { page?: string; limit?: number }): Promise<MemberPage> {
    this.calls.push({ organizationId, page, limit });
    const all = this.members.get(organizationId) ?? [];
    const start = page ? Number(page) : 0;
    const items = all.slice(start, start + limit);
    return { items, next: start + limit < all.length ? { page: String(start + limit) } : undefined, count: all.length };
  }
}

/** Content's search as sites sees it: the pages each space answers, whatever the query; calls recorded. */
export class InMemorySearch implements SpaceSearcher {
  readonly found = new Map<string, FoundPage[]>();
  readonly calls: { organizationId: string; spaceIds: string[]; query: string; limit: number }[] = [];

  async searchSpaces(organizationId: string, spaceIds: string[], query: string, limit: number): Promise<Map<string, FoundPage[]>> {
    this.calls.push({ organizationId, spaceIds, query, limit });
    return new Map(spaceIds.flatMap((spaceId) => (this.found.has(spaceId) ? [[spaceId, this.found.get(spaceId)!.slice(0, limit)] as const] : [])));
  }
}

export type SitesClient = sitesV1.SiteServiceClient &
  sitesV1.SiteSectionServiceClient &
  sitesV1.SiteSpaceServiceClient &
  sitesV1.SitePublishingServiceClient &
  sitesV1.SiteAdaptiveServiceClient &
  sitesV1.SiteCustomizationServiceClient &
  sitesV1.SiteShareLinkServiceClient &
  sitesV1.SiteSectionGroupServiceClient &
  sitesV1.SiteRedirectServiceClient &
  sitesV1.SiteInternalServiceClient &
  sitesV1.SiteReaderServiceClient &
  sitesV1.SiteSearchServiceClient &
  sitesV1.PublishedUrlServiceClient &
  sitesV1.PublishedUrlInternalServiceClient &
  sitesV1.SitePermissionServiceClient;

export type TestEnvironment = {
  /** The environment's own database (a fresh one, dropped at close). */
  databaseUrl: string;
  db: PrismaClient;
  spaces: InMemorySpaces;
  pages: InMemoryPages;
  search: InMemorySearch;
  /** Members as identity would list them (listPermissionsAggregateInSite). */
  members: InMemoryMembers;
  /** A client whose calls carry `principal`; undefined: none (internal rpcs). */
  as(principal: Principal | undefined): SitesClient;
  close(): Promise<void>;
};

/** Sites on a free port with a fresh database (the shared test harness), content replaced by InMemorySpaces. */
export async function startTestEnvironment(): Promise<TestEnvironment> {
  const spaces = new InMemorySpaces();
  const pages = new InMemoryPages();
  const search = new InMemorySearch();
  const members = new InMemoryMembers();
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
      sitesV1.SiteSectionGroupServiceDefinition,
      sitesV1.SiteRedirectServiceDefinition,
      sitesV1.SiteInternalServiceDefinition,
      sitesV1.SiteReaderServiceDefinition,
      sitesV1.SiteSearchServiceDefinition,
      sitesV1.PublishedUrlServiceDefinition,
      sitesV1.PublishedUrlInternalServiceDefinition,
      sitesV1.SitePermissionServiceDefinition,
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
        pages,
        search,
        members,
        contentEventsDurable: 'sites-content-spaces-test',
      }),
  });
  const db = createPrismaClient(stack.databaseUrl);
  return {
    databaseUrl: stack.databaseUrl,
    db,
    spaces,
    pages,
    search,
    members,
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
