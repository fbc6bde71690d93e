import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Logger } from '@quire/shared';
import { createReaderClients } from './clients';
import { ContentReader } from './content/spaces';
import { Generations, listenForChanges } from './events/invalidation';
import { createReaderServer } from './http/server';
import { StaticAssets } from './http/static-assets';
import { siteEventRecorder } from './insights/site-events';
import { IntegrationBlocks } from './integrations/blocks';
import { warmRenderer } from './render';
import type { ReaderContext } from './routes/context';
import { PageCache } from './routes/page-cache';
import { integrationScriptsReader } from './site/integration-scripts';
import { SiteOpener } from './site/sites';

export type ReaderServiceOptions = {
  host: string;
  /** HTTP port; 0 picks a free one. */
  port: number;
  logger: Logger;
  /** QUIRE_SITES_URL: where visitors reach published sites (its path is where the reader answers). */
  sitesUrl: string;
  sitesGrpcUrl: string;
  contentGrpcUrl: string;
  /** The runtime (RUNTIME_GRPC_URL): renders integration blocks; absent, they show a notice. */
  runtimeGrpcUrl?: string;
  /** Where page views and page feedback go (insights' RecordSiteEvents); absent: none are recorded. */
  insightsGrpcUrl?: string;
  /** Identity (GetSiteIntegrationScripts: the scripts site installations inject); absent: pages include none. */
  identityGrpcUrl?: string;
  natsUrl: string;
  /** QUIRE_EVENT_NAMESPACE, where several stacks share one NATS server. */
  eventNamespace?: string;
  deadlineMs?: number;
  /** Budget of the rendered-page cache. */
  cacheBytes?: number;
  /** The built assets (dist/assets). */
  assetsDir?: string;
};

export type RunningReader = {
  port: number;
  /** `http://host:port`. */
  url: string;
  stop(): Promise<void>;
};

export const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;

/** Serves published sites over HTTP; reads sites and content over gRPC; caches until their events say otherwise. */
export async function startReaderService(options: ReaderServiceOptions): Promise<RunningReader> {
  const { logger } = options;
  const sitesUrl = new URL(options.sitesUrl);
  const generations = new Generations();
  const clients = createReaderClients({
    sitesGrpcUrl: options.sitesGrpcUrl,
    contentGrpcUrl: options.contentGrpcUrl,
    runtimeGrpcUrl: options.runtimeGrpcUrl,
    deadlineMs: options.deadlineMs ?? 5000,
  });
  const listener = await listenForChanges({ natsUrl: options.natsUrl, namespace: options.eventNamespace, generations, logger });
  await warmRenderer();
  const sitesBasePath = sitesUrl.pathname.replace(/\/+$/, '');
  const context: ReaderContext = {
    logger,
    sites: new SiteOpener(clients, generations),
    content: new ContentReader(clients, generations),
    generations,
    sitesBasePath,
    origin: sitesUrl.origin,
    secureCookies: sitesUrl.protocol === 'https:',
    assetsPath: `${sitesBasePath}/~quire/assets`,
    pageCache: new PageCache(options.cacheBytes ?? DEFAULT_CACHE_BYTES),
    siteEvents: siteEventRecorder(options.insightsGrpcUrl, logger),
    integrationScripts: integrationScriptsReader({ identityGrpcUrl: options.identityGrpcUrl, deadlineMs: options.deadlineMs, logger }),
    integrationBlocks: new IntegrationBlocks(clients.runtime, logger),
  };
  const assets = new StaticAssets(options.assetsDir ?? path.join(__dirname, 'assets'));
  const server = createReaderServer(context, assets);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  logger.info({ port, sitesUrl: options.sitesUrl }, 'reader listening');
  return {
    port,
    url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`,
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await listener.stop();
      await context.siteEvents.flush();
    },
  };
}
