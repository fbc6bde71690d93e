import type { Logger } from '@quire/shared';
import type { AnalysisJob } from './analysis/work-queue';
import type { ClusteringStates } from './clustering/state';
import type { PrismaClient } from './db';
import type { DocsPageLocator } from './docs-pages/locator';
import type { SiteDirectory } from './clients/sites';

/** Base URLs presenters build `urls` from (no trailing slash). */
export type InsightsUrlBases = {
  /** QUIRE_PUBLIC_URL: the API (`urls.location`). */
  publicUrl: string;
  /** QUIRE_APP_URL: the application (`urls.app`). */
  appUrl: string;
};

/** What every handler and the analysis get. */
export type InsightsContext = {
  db: PrismaClient;
  urls: InsightsUrlBases;
  /** Where a conversation's `metadata.url` is in the organization's published docs. */
  docsPages: DocsPageLocator;
  /** The analysis work queue: ingestion queues the conversations it stored or changed. */
  analysis: { enqueue(job: AnalysisJob): Promise<void> };
  /** The clustering models of organizations, kept between passes while they are current. */
  clusteringStates: ClusteringStates;
  /** Which sites exist in an organization (site events are accepted only for those). */
  sites: SiteDirectory;
  /** The secret of the UTC day a time falls in, for visitor hashes (site-events/visitor.ts). */
  daySecret: (at: Date) => Promise<Buffer>;
  logger: Logger;
};
