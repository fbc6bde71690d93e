import { createHash } from 'node:crypto';
import type { SiteCustomizationSettings } from '@gitbook/api';
import { sitesV1 } from '@quire/proto';
import { LRUCache } from 'lru-cache';
import type { ReaderClients } from '../clients';
import type { Generations } from '../events/invalidation';

export type ReaderSection = { id: string; title: string; path: string; isDefault: boolean; icon?: string; condition?: string; groupId?: string; position: string };
export type ReaderGroup = { id: string; title: string; icon?: string; parentId?: string; position: string };
export type ReaderSiteSpace = { id: string; sectionId?: string; spaceId: string; path: string; isDefault: boolean; condition?: string; customization: SiteCustomizationSettings };

export type PublishedSite = {
  id: string;
  organizationId: string;
  title: string;
  visibility: 'public' | 'unlisted' | 'share-link' | 'visitor-auth';
  basename?: string;
  published: boolean;
  updatedAt?: Date;
  sections: ReaderSection[];
  groups: ReaderGroup[];
  siteSpaces: ReaderSiteSpace[];
  customization: SiteCustomizationSettings;
};

export type Grant = 'public' | 'unlisted' | 'share-key' | 'visitor-token' | 'preview';

export type OpenedSite =
  | { access: 'granted'; grant: Grant; site: PublishedSite; claims: Record<string, unknown>; expiresAt?: Date }
  | { access: 'not-found' }
  | { access: 'auth-required'; fallbackUrl?: string; refusal?: string };

/** What a visitor brought: each travels to sites, which decides; none is ever logged. */
export type VisitorKeys = { shareKey?: string; visitorToken?: string; previewToken?: string };

const GRANTS: Record<number, Grant> = {
  [sitesV1.ReaderGrant.READER_GRANT_PUBLIC]: 'public',
  [sitesV1.ReaderGrant.READER_GRANT_UNLISTED]: 'unlisted',
  [sitesV1.ReaderGrant.READER_GRANT_SHARE_KEY]: 'share-key',
  [sitesV1.ReaderGrant.READER_GRANT_VISITOR_TOKEN]: 'visitor-token',
  [sitesV1.ReaderGrant.READER_GRANT_PREVIEW]: 'preview',
};

const digest = (value: string | undefined) => (value ? createHash('sha256').update(value).digest('base64url').slice(0, 22) : '');

function presentSite(site: sitesV1.ReaderSite): PublishedSite {
  return {
    id: site.id,
    organizationId: site.organizationId,
    title: site.title,
    visibility: site.visibility as PublishedSite['visibility'],
    basename: site.basename,
    published: site.published,
    updatedAt: site.updatedAt,
    sections: site.sections.map((section) => ({
      id: section.id,
      title: section.title,
      path: section.path,
      isDefault: section.default,
      icon: section.icon,
      condition: section.condition,
      groupId: section.sectionGroupId,
      position: section.position,
    })),
    groups: site.sectionGroups.map((group) => ({ id: group.id, title: group.title, icon: group.icon, parentId: group.parentGroupId, position: group.position })),
    siteSpaces: site.siteSpaces.map((row) => ({
      id: row.id,
      sectionId: row.sectionId,
      spaceId: row.spaceId,
      path: row.path,
      isDefault: row.default,
      condition: row.condition,
      customization: row.customization as unknown as SiteCustomizationSettings,
    })),
    customization: site.customization as unknown as SiteCustomizationSettings,
  };
}

/** How long an answer of sites is kept at most (events end it sooner). */
const SITE_TTL_MS = 60_000;

/**
 * Opens sites for visitors through sites' OpenPublishedSite, keeping each answer for the same
 * keys (by digest) until an event of the organization changes its generation, its token
 * expires, or a minute passes.
 */
export class SiteOpener {
  private readonly cache = new LRUCache<string, OpenedSite>({ max: 5000, ttl: SITE_TTL_MS });

  constructor(
    private readonly clients: ReaderClients,
    private readonly generations: Generations,
  ) {}

  async open(organizationId: string, siteName: string, keys: VisitorKeys): Promise<OpenedSite> {
    const key = [organizationId, siteName, digest(keys.shareKey), digest(keys.visitorToken), digest(keys.previewToken), this.generations.of(organizationId)].join('|');
    const cached = this.cache.get(key);
    if (cached && (cached.access !== 'granted' || !cached.expiresAt || cached.expiresAt.getTime() > Date.now())) return cached;
    const answer = await this.clients.sites.openPublishedSite({
      organizationId,
      siteName,
      shareKey: keys.shareKey,
      visitorToken: keys.visitorToken,
      previewToken: keys.previewToken,
    });
    let opened: OpenedSite;
    if (answer.access === sitesV1.ReaderAccess.READER_ACCESS_GRANTED && answer.site) {
      opened = {
        access: 'granted',
        grant: GRANTS[answer.grant ?? 0] ?? 'public',
        site: presentSite(answer.site),
        claims: (answer.claims as Record<string, unknown> | undefined) ?? {},
        expiresAt: answer.grantExpiresAt,
      };
    } else if (answer.access === sitesV1.ReaderAccess.READER_ACCESS_AUTH_REQUIRED) {
      opened = { access: 'auth-required', fallbackUrl: answer.fallbackUrl, refusal: answer.refusal };
    } else {
      opened = { access: 'not-found' };
    }
    this.cache.set(key, opened);
    return opened;
  }

  /** The site's redirects (source path → target path under the site root), kept like the site. */
  private readonly redirects = new LRUCache<string, Map<string, string>>({ max: 2000, ttl: SITE_TTL_MS });

  async redirectsOf(site: PublishedSite): Promise<Map<string, string>> {
    const key = `${site.id}|${this.generations.of(site.organizationId)}`;
    const cached = this.redirects.get(key);
    if (cached) return cached;
    const answer = await this.clients.siteInternal.listSiteRedirectsForReader({ organizationId: site.organizationId, siteId: site.id });
    const map = new Map(answer.redirects.map((redirect) => [redirect.source, redirect.targetPath]));
    this.redirects.set(key, map);
    return map;
  }
}
