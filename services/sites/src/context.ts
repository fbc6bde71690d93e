import type { Logger } from '@quire/shared';
import type { MemberDirectory } from './clients/identity';
import type { PrismaClient } from './db';
import type { PageDirectory, SpaceDirectory, SpaceSearcher } from './clients/content';

/** Base URLs presenters build `urls` from (no trailing slash). */
export type SiteUrlBases = {
  /** QUIRE_PUBLIC_URL: the API (`urls.location`). */
  publicUrl: string;
  /** QUIRE_APP_URL: the application (`urls.app`). */
  appUrl: string;
  /** QUIRE_SITES_URL: where published sites are served (`urls.published`). */
  sitesUrl: string;
};

/** What every handler gets. */
export type SitesContext = {
  db: PrismaClient;
  urls: SiteUrlBases;
  /** Spaces of the content service, read in one batch per response. */
  spaces: SpaceDirectory;
  /** Paths of pages in their spaces (site redirects to pages), read from content in batches. */
  pages: PageDirectory;
  /** Full-text search over spaces (searchSiteContent), read from content. */
  search: SpaceSearcher;
  /** The organization's members, read from identity (listPermissionsAggregateInSite). */
  members: MemberDirectory;
  logger: Logger;
};
