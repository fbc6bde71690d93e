import type { IncomingMessage } from 'node:http';
import { insightsV1 } from '@quire/proto';
import { createServiceClient, type Logger } from '@quire/shared';

export type PageViewRecorder = { record(req: IncomingMessage, view: PageViewFacts): void };

export type PageViewFacts = {
  organizationId: string;
  siteId: string;
  /** Absolute URL of the page, without its query (no key ever reaches insights). */
  url: string;
  siteSectionId?: string;
  siteSpaceId: string;
  spaceId: string;
  revisionId: string;
  pageId: string;
};

/** Calls to insights in flight at most; beyond, page views are dropped rather than queued. */
const MAX_IN_FLIGHT = 64;

/** The visitor's address: the first X-Forwarded-For hop (the reader sits behind the gateway or an ingress), else the peer's. */
function clientIp(req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return (first || req.socket.remoteAddress || '').slice(0, 64);
}

function referrerOf(req: IncomingMessage): string | null {
  const referrer = req.headers.referer;
  if (!referrer || referrer.length > 2048) return null;
  try {
    const url = new URL(referrer);
    // Only where the visitor came from, never the query of that page (it may hold a key).
    return `${url.origin}${url.pathname}`;
  } catch {
    return null;
  }
}

/**
 * Page views for site insights (`trackEventsInSiteById`'s `page_view`), sent to insights'
 * RecordSiteEvents after the page is answered. No cookie is set and nothing of the visitor is
 * kept here: insights hashes the address and user agent with a daily secret and stores
 * neither. Without INSIGHTS_GRPC_URL nothing is recorded.
 */
export function pageViewRecorder(insightsGrpcUrl: string | undefined, logger: Logger, deadlineMs = 2000): PageViewRecorder {
  if (!insightsGrpcUrl) return { record: () => undefined };
  const client = createServiceClient(insightsV1.SiteEventsInternalServiceDefinition, insightsGrpcUrl, { deadlineMs });
  let inFlight = 0;
  return {
    record(req, view) {
      if (inFlight >= MAX_IN_FLIGHT) return;
      inFlight += 1;
      const language = String(req.headers['accept-language'] ?? '').split(',')[0]?.trim().slice(0, 35) || null;
      const event = {
        type: 'page_view',
        timestamp: new Date().toISOString(),
        session: { language, referrer: referrerOf(req) },
        location: {
          url: view.url,
          siteSection: view.siteSectionId ?? null,
          siteSpace: view.siteSpaceId,
          siteShareKey: null,
          space: view.spaceId,
          revision: view.revisionId,
          page: view.pageId,
          displayContext: 'site',
        },
      };
      client
        .recordSiteEvents({ organizationId: view.organizationId, siteId: view.siteId, events: [event], clientIp: clientIp(req), userAgent: String(req.headers['user-agent'] ?? '').slice(0, 512) })
        .catch((error: unknown) => logger.debug({ err: error, siteId: view.siteId }, 'page view not recorded'))
        .finally(() => {
          inFlight -= 1;
        });
    },
  };
}
