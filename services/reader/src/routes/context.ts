import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '@quire/shared';
import type { ContentReader, SpaceTree } from '../content/spaces';
import type { Generations } from '../events/invalidation';
import type { ReaderLocale } from '../model';
import type { VisibleSite } from '../site/locate';
import type { Grant, SiteOpener } from '../site/sites';

/** What every request handler of the reader shares. */
export type ReaderContext = {
  logger: Logger;
  sites: SiteOpener;
  content: ContentReader;
  generations: Generations;
  /** URL path where sites are served (`/sites`), from QUIRE_SITES_URL; '' at the root. */
  sitesBasePath: string;
  /** Scheme, host and port of QUIRE_SITES_URL: canonical URLs never come from a Host header. */
  origin: string;
  secureCookies: boolean;
  assetsPath: string;
  pageCache: import('./page-cache').PageCache;
  /** Page views and page feedback to insights. */
  siteEvents: import('../insights/site-events').SiteEventRecorder;
  /** The scripts site installations inject (identity); absent: none. */
  integrationScripts?: import('../site/integration-scripts').IntegrationScripts;
  /** Integration blocks, rendered by the runtime (docs/reader.md "Integration blocks"). */
  integrationBlocks: import('../integrations/blocks').IntegrationBlocks;
};

/** One request to a site the visitor may read. */
export type SiteRequest = {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  visible: VisibleSite;
  claims: Record<string, unknown>;
  grant: Grant;
  /** `/sites/<org>/<site name as in the URL>`. */
  siteRoot: string;
  /** Trees of the visible site spaces' spaces (absent: deleted or transferred). */
  trees: Map<string, SpaceTree>;
  /** Segments after the site root, decoded. */
  rest: string[];
  locale: ReaderLocale;
};
