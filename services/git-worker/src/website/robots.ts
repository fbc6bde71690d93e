import robotsParser from 'robots-parser';
import { JobError } from '../jobs/job';
import { EgressError, type Egress } from '../egress/egress';
import { IMPORTER_USER_AGENT, MAX_CRAWL_DELAY_MS, MAX_ROBOTS_BYTES } from './settings';

export type RobotsRules = {
  isAllowed(url: URL): boolean;
  /** robots.txt's `Crawl-delay` for QuireImporter (or `*`), in milliseconds, at most MAX_CRAWL_DELAY_MS. */
  crawlDelayMs?: number;
};

const ALLOW_ALL: RobotsRules = { isAllowed: () => true };

/**
 * The robots.txt rules of an origin for QuireImporter, read as RFC 9309 says: an answer
 * 400-499 means no rules; a server error, or no answer at all, means everything is
 * disallowed, so the run fails (with the fetch's own code, e.g. FETCH_TIMEOUT or
 * EGRESS_REFUSED, or ROBOTS_UNAVAILABLE for a 5xx) rather than crawl a site that could not
 * say no.
 */
export async function readRobots(
  egress: Egress,
  origin: string,
  { timeoutMs, signal }: { timeoutMs: number; signal: AbortSignal },
): Promise<RobotsRules> {
  const robotsUrl = `${origin}/robots.txt`;
  let response;
  try {
    response = await egress.fetch(robotsUrl, {
      headers: { 'user-agent': IMPORTER_USER_AGENT, accept: 'text/plain' },
      maxBytes: MAX_ROBOTS_BYTES,
      timeoutMs,
      signal,
    });
  } catch (error) {
    if (error instanceof EgressError) throw new JobError(error.code, `could not read ${robotsUrl}: ${error.message}`);
    throw error;
  }
  if (response.status >= 400 && response.status < 500) return ALLOW_ALL;
  if (response.status >= 500) throw new JobError('ROBOTS_UNAVAILABLE', `${robotsUrl} answered ${response.status}: the site's rules are unknown, so nothing was crawled`);
  if (response.status >= 300) return ALLOW_ALL;
  // Rules apply to the origin asked about, even when its robots.txt redirected elsewhere.
  const robots = robotsParser(robotsUrl, response.body.toString('utf8'));
  const delaySeconds = robots.getCrawlDelay(IMPORTER_USER_AGENT);
  return {
    // The parser answers undefined for a URL of another origin: not ours to crawl anyway.
    isAllowed: (url) => robots.isAllowed(url.href, IMPORTER_USER_AGENT) === true,
    crawlDelayMs: typeof delaySeconds === 'number' && delaySeconds > 0 ? Math.min(delaySeconds * 1000, MAX_CRAWL_DELAY_MS) : undefined,
  };
}
