import type { Logger } from '@quire/shared';
import { EgressError, type Egress, type EgressResponse } from '../egress/egress';
import { redactUrl } from '../egress/redact';
import { JobError } from '../jobs/job';
import { extractPage } from './html';
import { HtmlLimitError } from './html-limits';
import { ImageImporter } from './images';
import { htmlToMarkdown } from './markdown';
import { RequestPacer } from './pacing';
import { readRobots, type RobotsRules } from './robots';
import {
  IMPORTER_USER_AGENT,
  MAX_PAGE_MARKDOWN_BYTES,
  MAX_PAGE_REDIRECTS,
  MAX_RUN_MARKDOWN_BYTES,
  type WebsiteImportSettings,
} from './settings';
import { MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH, shorten, type NotImported, type SourcePage, type SourceResult } from './source';
import { httpUrl, isPageCandidate, pageKeyOf, slugOf, titleFromUrl } from './urls';

export type CrawlOptions = {
  startUrl: string;
  egress: Egress;
  settings: WebsiteImportSettings;
  /** Aborted when the run is cancelled: the crawl stops and answers what it has read. */
  cancelSignal: AbortSignal;
  /** Aborted when the worker stops or the job's time limit passes: the crawl throws. */
  jobSignal: AbortSignal;
  /** Stores image bytes in the target space. */
  storeImage(data: Buffer): Promise<{ sha256: string; size: number }>;
  /** Called after each page, so the queue knows the job is alive. */
  heartbeat(): void;
  logger: Logger;
};

type QueueEntry = {
  url: URL;
  key: string;
  depth: number;
  /** Set when the entry is read (its fetch may start before earlier entries are done). */
  outcome?: Promise<PageOutcome>;
};

type PageOutcome =
  | {
      kind: 'page';
      finalUrl: URL;
      title: string;
      description?: string;
      canonical?: URL;
      noindex: boolean;
      nofollow: boolean;
      links: URL[];
      markdown: string;
    }
  | { kind: 'not-imported'; status: 'failed' | 'skipped'; code: string; message: string }
  | { kind: 'stopped' }
  | { kind: 'error'; error: unknown };

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

const failed = (code: string, message: string): PageOutcome => ({ kind: 'not-imported', status: 'failed', code, message });
const skipped = (code: string, message: string): PageOutcome => ({ kind: 'not-imported', status: 'skipped', code, message });

/** The body as text, in the charset the response names (UTF-8 when it names none or one unknown). */
function decodeBody(response: EgressResponse): string {
  const charset = /charset\s*=\s*"?([\w.:-]+)/i.exec(response.headers['content-type'] ?? '')?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(response.body);
  } catch {
    return new TextDecoder('utf-8').decode(response.body);
  }
}

/**
 * Crawls a website breadth-first from `startUrl` (docs/outside-sources.md "Website imports"):
 * the start page's origin only (after its own redirects), as robots.txt allows
 * QuireImporter, at most `maxDepth` links deep and `maxPages` URLs in all. Pages are read in
 * the order a one-at-a-time crawl would read them, so two runs over the same site give the
 * same pages in the same order, while up to `concurrency` fetches run ahead, each host's
 * request starts paced by `requestIntervalMs` (or its `Crawl-delay`). Every page is fetched
 * with redirects followed one by one (each checked against the origin and robots.txt), a
 * time limit and a size cap, converted to Markdown, and its images downloaded.
 *
 * The start page must be imported or the crawl fails with its reason (JobError). A cancel
 * ends the crawl at once with what has been read.
 */
export async function crawlWebsite(options: CrawlOptions): Promise<SourceResult> {
  const { egress, settings, cancelSignal, jobSignal, logger } = options;
  const signal = AbortSignal.any([cancelSignal, jobSignal]);
  const pacer = new RequestPacer(settings.requestIntervalMs);
  const images = new ImageImporter({
    egress,
    pacer,
    store: options.storeImage,
    maxImageBytes: settings.maxImageBytes,
    maxImages: settings.maxImages,
    timeoutMs: settings.pageTimeoutMs,
    signal,
    logger,
  });

  const start = httpUrl(options.startUrl);
  if (!start) throw new JobError('BAD_URL', 'the start URL is not an http or https URL');
  let origin = start.origin;

  const robotsByOrigin = new Map<string, Promise<RobotsRules>>();
  const robotsOf = (url: URL): Promise<RobotsRules> => {
    let rules = robotsByOrigin.get(url.origin);
    if (!rules) {
      rules = pacer.turn(url.host, signal).then(() => readRobots(egress, url.origin, { timeoutMs: settings.pageTimeoutMs, signal })).then((read) => {
        if (read.crawlDelayMs) pacer.slowDown(url.host, read.crawlDelayMs);
        return read;
      });
      robotsByOrigin.set(url.origin, rules);
    }
    return rules;
  };

  if (!(await robotsOf(start)).isAllowed(start)) {
    throw new JobError('ROBOTS_DISALLOWED', `robots.txt does not allow ${IMPORTER_USER_AGENT} to read ${start.href}`);
  }

  async function fetchPage(entry: QueueEntry): Promise<PageOutcome> {
    let url = entry.url;
    const chain = [entry.key];
    for (let redirects = 0; ; redirects++) {
      await pacer.turn(url.host, signal);
      if (signal.aborted) return { kind: 'stopped' };
      let response: EgressResponse;
      try {
        response = await egress.fetch(url.href, {
          headers: { 'user-agent': IMPORTER_USER_AGENT, accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1' },
          maxRedirects: 0,
          maxBytes: settings.maxPageBytes,
          timeoutMs: settings.pageTimeoutMs,
          signal,
        });
      } catch (error) {
        if (signal.aborted) return { kind: 'stopped' };
        if (error instanceof EgressError) return failed(error.code, error.message);
        throw error;
      }
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(response.status) && location) {
        const next = httpUrl(location, url);
        if (!next) return failed('BAD_URL', `${url.href} redirects to a location that is not an http or https URL`);
        const nextKey = pageKeyOf(next);
        if (chain.includes(nextKey)) return failed('TOO_MANY_REDIRECTS', `redirect loop: ${[...chain, nextKey].join(' → ')}`);
        if (redirects >= MAX_PAGE_REDIRECTS) return failed('TOO_MANY_REDIRECTS', `more than ${MAX_PAGE_REDIRECTS} redirects from ${entry.key}`);
        // The start page may lead to the site's real origin (http → https, a www. host); no other page leaves it.
        if (next.origin !== origin && entry.depth > 0) return skipped('OFF_ORIGIN_REDIRECT', `redirects to ${next.origin}, another origin`);
        if (!(await robotsOf(next)).isAllowed(next)) return skipped('ROBOTS_DISALLOWED', `redirects to ${nextKey}, which robots.txt does not allow`);
        chain.push(nextKey);
        url = next;
        continue;
      }
      if (response.status < 200 || response.status >= 300) return failed('HTTP_ERROR', `the server answered ${response.status}`);
      const type = (response.headers['content-type'] ?? 'text/html').split(';')[0].trim().toLowerCase();
      if (!HTML_TYPES.has(type)) return skipped('UNSUPPORTED_TYPE', `${type} is not an HTML page`);
      return readPage(url, decodeBody(response));
    }
  }

  async function readPage(url: URL, html: string): Promise<PageOutcome> {
    let page: ReturnType<typeof extractPage>;
    let markdown: string;
    try {
      page = extractPage(html, url, (link) => isPageCandidate(link, url.origin));
      markdown = htmlToMarkdown(page.contentHtml);
    } catch (error) {
      if (error instanceof HtmlLimitError) return failed('TOO_COMPLEX', `the page is too complex to convert: ${error.message}`);
      logger.warn({ err: error, url: redactUrl(url) }, 'could not convert a page');
      return failed('PARSE_ERROR', 'the page could not be converted to Markdown');
    }
    await Promise.all(page.images.map((image) => images.import(image.key, image.url)));
    if (signal.aborted) return { kind: 'stopped' };
    markdown = markdown.trim();
    return {
      kind: 'page',
      finalUrl: url,
      title: shorten(page.title ?? titleFromUrl(url), MAX_TITLE_LENGTH),
      description: page.description ? shorten(page.description, MAX_DESCRIPTION_LENGTH) : undefined,
      canonical: page.canonical,
      noindex: page.noindex,
      nofollow: page.nofollow,
      links: page.links,
      markdown,
    };
  }

  const read = (entry: QueueEntry): Promise<PageOutcome> =>
    fetchPage(entry).catch((error: unknown) => (signal.aborted ? { kind: 'stopped' as const } : { kind: 'error' as const, error }));

  const pages: SourcePage[] = [];
  const pageKeys = new Set<string>();
  const notImported: NotImported[] = [];
  const aliases = new Map<string, string>();
  const queue: QueueEntry[] = [{ url: start, key: pageKeyOf(start), depth: 0 }];
  const seen = new Set([queue[0].key]);
  /** Keys with a page or a record: each is written and recorded once. */
  const recorded = new Set<string>();
  const note = (record: NotImported) => {
    if (recorded.has(record.key)) return;
    recorded.add(record.key);
    notImported.push(record);
  };
  let markdownBytes = 0;
  let cancelled = false;
  let capReached = false;

  const enqueue = async (links: URL[], depth: number) => {
    const rules = await robotsOf(new URL(origin));
    for (const link of links) {
      if (!isPageCandidate(link, origin)) continue;
      const key = pageKeyOf(link);
      if (seen.has(key)) continue;
      if (queue.length >= settings.maxPages) {
        capReached = true;
        return;
      }
      seen.add(key);
      const entry: QueueEntry = { url: new URL(key), key, depth };
      // Disallowed pages are recorded, never fetched.
      if (!rules.isAllowed(entry.url)) entry.outcome = Promise.resolve(skipped('ROBOTS_DISALLOWED', `robots.txt does not allow ${IMPORTER_USER_AGENT} to read it`));
      queue.push(entry);
    }
  };

  for (let index = 0; index < queue.length; index++) {
    if (cancelSignal.aborted) {
      cancelled = true;
      break;
    }
    if (jobSignal.aborted) throw jobSignal.reason ?? new Error('the job was stopped');
    for (let ahead = index; ahead < Math.min(queue.length, index + settings.concurrency); ahead++) queue[ahead].outcome ??= read(queue[ahead]);
    const entry = queue[index];
    const outcome = await entry.outcome!;
    options.heartbeat();

    if (outcome.kind === 'stopped') continue;
    if (outcome.kind === 'error') throw outcome.error;
    if (outcome.kind === 'not-imported') {
      if (entry.depth === 0) throw new JobError(outcome.code, `the start page ${entry.key} could not be imported: ${outcome.message}`);
      note({ key: entry.key, status: outcome.status, code: outcome.code, message: outcome.message });
      continue;
    }

    if (entry.depth === 0) origin = outcome.finalUrl.origin;
    let key = pageKeyOf(outcome.finalUrl);
    if (key !== entry.key) {
      aliases.set(entry.key, key);
      seen.add(key);
    }
    if (outcome.canonical && outcome.canonical.origin === origin) {
      const canonicalKey = pageKeyOf(outcome.canonical);
      if (canonicalKey !== key && pageKeys.has(canonicalKey)) {
        aliases.set(key, canonicalKey);
        note({ key, status: 'skipped', code: 'CANONICAL_DUPLICATE', message: `the same page as ${canonicalKey} (its canonical URL)` });
        continue;
      }
      // The page is imported under its canonical URL, unless that URL already failed on its own.
      if (canonicalKey !== key && !recorded.has(canonicalKey)) {
        aliases.set(key, canonicalKey);
        seen.add(canonicalKey);
        key = canonicalKey;
      }
    }
    // Another URL already led to this page.
    if (recorded.has(key)) continue;

    if (!outcome.nofollow && entry.depth < settings.maxDepth) await enqueue(outcome.links, entry.depth + 1);
    if (outcome.noindex) {
      note({ key, status: 'skipped', code: 'NOINDEX', message: 'the page asks not to be indexed (meta robots noindex)' });
      continue;
    }
    const bytes = Buffer.byteLength(outcome.markdown, 'utf8');
    if (bytes > MAX_PAGE_MARKDOWN_BYTES) {
      note({ key, status: 'failed', code: 'TOO_LARGE', message: `its Markdown is larger than ${MAX_PAGE_MARKDOWN_BYTES} bytes` });
      continue;
    }
    if (markdownBytes + bytes > MAX_RUN_MARKDOWN_BYTES) {
      note({ key, status: 'failed', code: 'IMPORT_TOO_LARGE', message: `the run already holds ${MAX_RUN_MARKDOWN_BYTES} bytes of Markdown` });
      continue;
    }
    markdownBytes += bytes;
    recorded.add(key);
    pageKeys.add(key);
    pages.push({
      key,
      url: new URL(key),
      start: entry.depth === 0,
      title: outcome.title,
      description: outcome.description,
      slug: slugOf(new URL(key)),
      markdown: outcome.markdown,
    });
  }

  if (cancelled) logger.info({ pages: pages.length }, 'website import cancelled: keeping the pages read so far');
  if (capReached) logger.info({ maxPages: settings.maxPages }, 'website import reached its page cap');
  return { pages, notImported, aliases, images: images.images, cancelled };
}
