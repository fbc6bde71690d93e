import type { AddressInfo } from 'node:net';
import { createLogger } from '@quire/shared';
import type { ReaderClients } from '../../src/clients';
import { ContentReader } from '../../src/content/spaces';
import { Generations } from '../../src/events/invalidation';
import { createReaderServer } from '../../src/http/server';
import { StaticAssets } from '../../src/http/static-assets';
import { IntegrationBlocks } from '../../src/integrations/blocks';
import type { ReaderContext } from '../../src/routes/context';
import { PageCache } from '../../src/routes/page-cache';
import { SiteOpener } from '../../src/site/sites';

export type TestReader = { origin: string; context: ReaderContext; close(): Promise<void> };

/**
 * The reader's own HTTP server (access, site opening, routing, as the service wires them) over
 * the given fake `sites` and `content` gRPC clients, on a free port: what the route tests drive
 * over HTTP. Site events go nowhere unless `context` says otherwise.
 */
export async function startTestReader(options: { name: string; sites: unknown; content: unknown; context?: Partial<ReaderContext> }): Promise<TestReader> {
  const generations = new Generations();
  const clients = { sites: options.sites, content: options.content, siteInternal: { listSiteRedirectsForReader: async () => ({ redirects: [] }) } } as unknown as ReaderClients;
  const logger = createLogger(options.name, 'silent');
  const context: ReaderContext = {
    logger,
    sites: new SiteOpener(clients, generations),
    content: new ContentReader(clients, generations),
    generations,
    sitesBasePath: '/sites',
    origin: '',
    secureCookies: false,
    assetsPath: '/sites/~quire/assets',
    pageCache: new PageCache(1024 * 1024),
    siteEvents: { pageView: () => undefined, feedback: () => undefined, flush: async () => undefined },
    integrationBlocks: new IntegrationBlocks(undefined, logger),
    ...options.context,
  };
  const server = createReaderServer(context, new StaticAssets('/nonexistent-reader-assets'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  context.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin: context.origin,
    context,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
