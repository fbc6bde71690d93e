import path from 'node:path';
import { sitesV1 } from '@quire/proto';
import { grpcService, SERVICE_PORTS, startService, type Logger } from '@quire/shared';
import { siteAdaptiveService } from './adaptive';
import { contentPageDirectory, contentSpaceDirectory, type PageDirectory, type SpaceDirectory, contentSpaceSearcher, type SpaceSearcher } from './clients/content';
import { identityMemberDirectory, type MemberDirectory } from './clients/identity';
import { startContentEventsConsumer } from './consumers/content-events';
import { siteCustomizationService } from './customization';
import { siteInternalService } from './internal';
import { siteReaderService } from './reader';
import { siteSearchService } from './site-search';
import type { SitesContext, SiteUrlBases } from './context';
import { createPrismaClient } from './db';
import { publishedUrlInternalService, publishedUrlService } from './published-urls';
import { sitePublishingService } from './publishing';
import { siteShareLinkService } from './share-links';
import { siteRedirectService } from './site-redirects';
import { siteSectionGroupService } from './site-section-groups';
import { sitePermissionService } from './site-permissions';
import { siteSectionService } from './site-sections';
import { siteSpaceService } from './site-spaces';
import { siteService } from './sites';

export type SitesServiceOptions = {
  host: string;
  port: number;
  logger: Logger;
  /** This service's own database (`quire_sites`); created and migrated on start. */
  databaseUrl: string;
  natsUrl: string;
  urls: SiteUrlBases;
  /** host:port of the content service (embedded spaces). */
  contentGrpcUrl: string;
  /** host:port of identity (members, for listPermissionsAggregateInSite); default identity's default port on this host. */
  identityGrpcUrl?: string;
  deadlineMs?: number;
  /** Replaces the content-backed directory (tests of this service alone). */
  spaces?: SpaceDirectory;
  /** Replaces the content-backed page paths (tests of this service alone). */
  pages?: PageDirectory;
  /** Replaces the content-backed search (tests of this service alone). */
  search?: SpaceSearcher;
  /** Replaces the identity-backed member list (tests of this service alone). */
  members?: MemberDirectory;
  /** Durable name of the content events consumer; one per database sharing a NATS server. */
  contentEventsDurable?: string;
};

export type RunningSitesService = {
  /** The bound gRPC port (the real one when 0 was asked for). */
  port: number;
  stop(): Promise<void>;
};

/** Resolves from both src/ (tests) and dist/ (built). */
const MIGRATIONS_DIR = path.join(__dirname, '..', 'prisma', 'migrations');

/** Sites owns sites, sections, site spaces, share keys and links, customization and adaptive schemas (database quire_sites). */
export function startSitesService(options: SitesServiceOptions): Promise<RunningSitesService> {
  const { logger, databaseUrl } = options;
  return startService<SitesContext>({
    name: 'sites',
    logger,
    databaseUrl,
    migrationsDir: MIGRATIONS_DIR,
    host: options.host,
    port: options.port,
    open: () => {
      const db = createPrismaClient(databaseUrl);
      const spaces = options.spaces ?? contentSpaceDirectory(options.contentGrpcUrl, { deadlineMs: options.deadlineMs });
      const pages = options.pages ?? contentPageDirectory(options.contentGrpcUrl, { deadlineMs: options.deadlineMs });
      const search = options.search ?? contentSpaceSearcher(options.contentGrpcUrl, { deadlineMs: options.deadlineMs });
      const members = options.members ?? identityMemberDirectory(options.identityGrpcUrl ?? `127.0.0.1:${SERVICE_PORTS.identity}`, { deadlineMs: options.deadlineMs });
      return { context: { db, urls: options.urls, spaces, pages, search, members, logger }, close: () => db.$disconnect() };
    },
    relay: { natsUrl: options.natsUrl },
    consumers: [() => startContentEventsConsumer({ natsUrl: options.natsUrl, databaseUrl, logger, durable: options.contentEventsDurable })],
    services: (ctx) => [
      grpcService(sitesV1.SiteServiceDefinition, siteService(ctx)),
      grpcService(sitesV1.SiteSectionServiceDefinition, siteSectionService(ctx)),
      grpcService(sitesV1.SiteSpaceServiceDefinition, siteSpaceService(ctx)),
      grpcService(sitesV1.SitePublishingServiceDefinition, sitePublishingService(ctx)),
      grpcService(sitesV1.SiteAdaptiveServiceDefinition, siteAdaptiveService(ctx)),
      grpcService(sitesV1.SiteCustomizationServiceDefinition, siteCustomizationService(ctx)),
      grpcService(sitesV1.SiteShareLinkServiceDefinition, siteShareLinkService(ctx)),
      grpcService(sitesV1.SiteSectionGroupServiceDefinition, siteSectionGroupService(ctx)),
      grpcService(sitesV1.SiteRedirectServiceDefinition, siteRedirectService(ctx)),
      grpcService(sitesV1.SiteInternalServiceDefinition, siteInternalService(ctx)),
      grpcService(sitesV1.PublishedUrlServiceDefinition, publishedUrlService(ctx)),
      grpcService(sitesV1.PublishedUrlInternalServiceDefinition, publishedUrlInternalService(ctx)),
      grpcService(sitesV1.SitePermissionServiceDefinition, sitePermissionService(ctx)),
      grpcService(sitesV1.SiteReaderServiceDefinition, siteReaderService(ctx)),
      grpcService(sitesV1.SiteSearchServiceDefinition, siteSearchService(ctx)),
    ],
  });
}
