import type { IncomingMessage } from 'node:http';
import { insightsV1 } from '@quire/proto';
import { createServiceClient, type Logger } from '@quire/shared';

/** What the reader tells insights of its visitors: page views, and the page feedback they give. */
export type SiteEventRecorder = {
  /** A page answered (GET). */
  pageView(req: IncomingMessage, page: PageFacts): void;
  /** "Was this page helpful?" answered: a rating, or a rating with its comment. */
  feedback(req: IncomingMessage, page: PageFacts, feedback: PageFeedback): void;
  /** Sends what is buffered (at stop). */
  flush(): Promise<void>;
};

/** The page an event is about: its location, as GitBook's site insights events carry it. */
export type PageFacts = {
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

/** GitBook's PageFeedbackRating. */
export const PAGE_FEEDBACK_RATINGS = ['bad', 'ok', 'good'] as const;
export type PageFeedbackRating = (typeof PAGE_FEEDBACK_RATINGS)[number];
/** GitBook's `page_post_feedback_comment.feedback.comment`: 1 to 512 characters (UTF-16 units, as insights counts them). */
export const MAX_FEEDBACK_COMMENT_LENGTH = 512;

export type PageFeedback = { rating: PageFeedbackRating; comment?: string };

/** Events per RecordSiteEvents call (insights takes at most 100). */
const BATCH = 100;
/** How long an event waits for others of its site before it is sent. */
const FLUSH_EVERY_MS = 500;
/** Events buffered at most; beyond (insights slow or away), new ones are dropped, never queued without bound. */
const MAX_BUFFERED = 20_000;

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

type Batch = { organizationId: string; siteId: string; events: Record<string, unknown>[] };

/**
 * Site insights events (`trackEventsInSiteById`'s `page_view`, `page_post_feedback` and
 * `page_post_feedback_comment`), sent to insights' RecordSiteEvents after the visitor is
 * answered, batched per site (up to 100 events, or every half second), each event carrying its
 * visitor's address and user agent in its session. No cookie is set and nothing of the visitor
 * is kept here: insights hashes the address and user agent with a daily secret and stores
 * neither. Without INSIGHTS_GRPC_URL nothing is recorded.
 */
export function siteEventRecorder(insightsGrpcUrl: string | undefined, logger: Logger, deadlineMs = 5000): SiteEventRecorder {
  if (!insightsGrpcUrl) return { pageView: () => undefined, feedback: () => undefined, flush: async () => undefined };
  const client = createServiceClient(insightsV1.SiteEventsInternalServiceDefinition, insightsGrpcUrl, { deadlineMs });
  const batches = new Map<string, Batch>();
  let buffered = 0;
  let timer: NodeJS.Timeout | undefined;

  const send = async (batch: Batch) => {
    try {
      await client.recordSiteEvents({ organizationId: batch.organizationId, siteId: batch.siteId, events: batch.events, clientIp: '', userAgent: '' });
    } catch (error) {
      logger.debug({ err: error, siteId: batch.siteId, events: batch.events.length }, 'site events not recorded');
    } finally {
      buffered -= batch.events.length;
    }
  };
  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const all = [...batches.values()];
    batches.clear();
    await Promise.all(all.map(send));
  };
  const schedule = () => {
    timer ??= setTimeout(() => void flush(), FLUSH_EVERY_MS);
    timer.unref();
  };

  /** One event of `type` about `page`, with what the request says of its visitor. */
  const record = (req: IncomingMessage, page: PageFacts, type: string, fields: Record<string, unknown>) => {
    if (buffered >= MAX_BUFFERED) return;
    const language = String(req.headers['accept-language'] ?? '').split(',')[0]?.trim().slice(0, 35) || null;
    const event = {
      type,
      ...fields,
      timestamp: new Date().toISOString(),
      session: { language, referrer: referrerOf(req), ip: clientIp(req), userAgent: String(req.headers['user-agent'] ?? '').slice(0, 512) },
      location: {
        url: page.url,
        siteSection: page.siteSectionId ?? null,
        siteSpace: page.siteSpaceId,
        siteShareKey: null,
        space: page.spaceId,
        revision: page.revisionId,
        page: page.pageId,
        displayContext: 'site',
      },
    };
    const key = `${page.organizationId}/${page.siteId}`;
    let batch = batches.get(key);
    if (!batch) batches.set(key, (batch = { organizationId: page.organizationId, siteId: page.siteId, events: [] }));
    batch.events.push(event);
    buffered += 1;
    if (batch.events.length >= BATCH) {
      batches.delete(key);
      void send(batch);
    } else schedule();
  };

  return {
    pageView: (req, page) => record(req, page, 'page_view', {}),
    feedback: (req, page, feedback) =>
      feedback.comment === undefined
        ? record(req, page, 'page_post_feedback', { feedback: { rating: feedback.rating } })
        : record(req, page, 'page_post_feedback_comment', { feedback: { rating: feedback.rating, comment: feedback.comment } }),
    flush,
  };
}
