import type { Logger } from '@quire/shared';
import { gitWorkerV1 } from '@quire/proto';
import type pg from 'pg';
import { EgressError, type Egress, type EgressResponse } from '../egress/egress';
import { redactUrl } from '../egress/redact';
import { readCachedEmbed, writeCachedEmbed, type CachedEmbed } from './cache';
import { photoHtml, readOEmbed, readPageMetadata, type OEmbedDocument, type PageMetadata } from './metadata';
import type { EmbedSettings } from './settings';

export type EmbedResolver = {
  /** The embed of a URL parseEmbedUrl accepted: from the cache, else fetched (one fetch per URL at a time). */
  resolve(url: URL): Promise<CachedEmbed>;
};

type ResolverOptions = {
  egress: Egress;
  db: Pick<pg.Pool, 'query'>;
  settings: EmbedSettings;
  logger: Logger;
};

const HTML_TYPES = ['text/html', 'application/xhtml+xml'];

/** The answer for a site that cannot be read: a link to the URL itself, titled by it. */
export function fallbackEmbed(url: URL): CachedEmbed {
  return { kind: gitWorkerV1.EmbedKind.EMBED_KIND_LINK, title: url.toString(), site: url.hostname, resolved: false };
}

function decodeText(response: EgressResponse): string {
  const charset = /charset\s*=\s*"?([\w-]+)/i.exec(response.headers['content-type'] ?? '')?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(response.body);
  } catch {
    // An unknown charset label: UTF-8 is what nearly every page is.
    return new TextDecoder('utf-8').decode(response.body);
  }
}

const mediaType = (response: EgressResponse) => (response.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
const isOk = (response: EgressResponse) => response.status >= 200 && response.status < 300;

/**
 * Resolves URLs to embeds through the egress guard (docs/outside-sources.md "Embeds"): the
 * page, then the oEmbed document it announces (`<link rel="alternate"
 * type="application/json+oembed">`) when there is one, both within `timeoutMs` together and
 * under their size caps; every connection and redirect is checked by the guard. What a
 * provider's oEmbed says wins; otherwise the page's OpenGraph, Twitter and HTML metadata.
 * A failure of any kind (refused address, timeout, too large, error status, unreadable page)
 * is the fallback link, cached for `failureTtlMs` only.
 */
export function createEmbedResolver({ egress, db, settings, logger }: ResolverOptions): EmbedResolver {
  const inFlight = new Map<string, Promise<CachedEmbed>>();
  const log = logger.child({ component: 'embeds' });

  async function fetchEmbed(url: URL): Promise<CachedEmbed> {
    const deadline = Date.now() + settings.timeoutMs;
    const remaining = () => Math.max(1, deadline - Date.now());
    const page = await egress.fetch(url.toString(), {
      headers: { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1' },
      maxBytes: settings.maxPageBytes,
      timeoutMs: remaining(),
    });
    if (!isOk(page)) throw new EgressError('FETCH_ERROR', `${redactUrl(url)} answered ${page.status}`);
    const finalUrl = new URL(page.url);
    if (!HTML_TYPES.includes(mediaType(page))) {
      // An image, a PDF, a download: nothing to read, a link card to it.
      return { kind: gitWorkerV1.EmbedKind.EMBED_KIND_LINK, title: url.toString(), site: finalUrl.hostname, resolved: true };
    }
    const metadata = readPageMetadata(decodeText(page), finalUrl);
    const oembed = metadata.oembedUrl ? await fetchOEmbed(metadata.oembedUrl, remaining()) : undefined;
    return embedOf(url, finalUrl, metadata, oembed);
  }

  async function fetchOEmbed(endpoint: string, timeoutMs: number): Promise<OEmbedDocument | undefined> {
    try {
      const response = await egress.fetch(endpoint, { headers: { accept: 'application/json' }, maxBytes: settings.maxOEmbedBytes, timeoutMs });
      return isOk(response) ? readOEmbed(decodeText(response)) : undefined;
    } catch (error) {
      // The page itself was read: its metadata still makes an embed.
      if (!(error instanceof EgressError)) throw error;
      log.info({ url: redactUrl(endpoint), code: error.code }, 'oEmbed document not read');
      return undefined;
    }
  }

  function embedOf(url: URL, finalUrl: URL, metadata: PageMetadata, oembed: OEmbedDocument | undefined): CachedEmbed {
    const title = oembed?.title ?? metadata.title ?? url.toString();
    const site = oembed?.providerName ?? metadata.siteName ?? finalUrl.hostname;
    const base = { title, site, resolved: true, ...(metadata.icon ? { icon: metadata.icon } : {}) };
    const html =
      (oembed?.type === 'rich' || oembed?.type === 'video') && oembed.html
        ? oembed.html
        : oembed?.type === 'photo' && oembed.url && /^https?:\/\//i.test(oembed.url)
          ? photoHtml(oembed.url, title, oembed.width, oembed.height)
          : undefined;
    if (html && html.length <= settings.maxHtmlLength) return { ...base, kind: gitWorkerV1.EmbedKind.EMBED_KIND_RICH, html };
    return { ...base, kind: gitWorkerV1.EmbedKind.EMBED_KIND_LINK };
  }

  async function resolveAndCache(url: URL): Promise<CachedEmbed> {
    let embed: CachedEmbed;
    try {
      embed = await fetchEmbed(url);
    } catch (error) {
      if (error instanceof EgressError) log.info({ url: redactUrl(url), code: error.code, reason: error.message }, 'embed not resolved');
      else log.warn({ url: redactUrl(url), err: error }, 'embed not resolved');
      embed = fallbackEmbed(url);
    }
    try {
      await writeCachedEmbed(db, url.toString(), embed, embed.resolved ? settings.cacheTtlMs : settings.failureTtlMs, settings.cacheMaxEntries);
    } catch (error) {
      log.warn({ err: error }, 'embed cache not written');
    }
    return embed;
  }

  return {
    async resolve(url) {
      const key = url.toString();
      try {
        const cached = await readCachedEmbed(db, key);
        if (cached) return cached;
      } catch (error) {
        // The cache only saves fetches: without it, the URL is fetched.
        log.warn({ err: error }, 'embed cache not read');
      }
      let pending = inFlight.get(key);
      if (!pending) {
        pending = resolveAndCache(url).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}
