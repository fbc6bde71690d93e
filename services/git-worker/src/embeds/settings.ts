/**
 * The limits of embed resolution (docs/outside-sources.md "Embeds"), from the worker's
 * environment. The whole resolution (page and oEmbed document) must fit in the gateway's
 * deadline (GRPC_DEADLINE_MS, 5 s) with content's hop in front of it, hence 3 s.
 */
export type EmbedSettings = {
  /** Time for one resolution, the page and its oEmbed document together (QUIRE_EMBED_TIMEOUT_MS). */
  timeoutMs: number;
  /** Largest page read (QUIRE_EMBED_MAX_PAGE_BYTES); a larger one answers the fallback link. */
  maxPageBytes: number;
  /** Largest oEmbed document read. */
  maxOEmbedBytes: number;
  /** Largest provider HTML kept in a `rich` embed; larger: the page's metadata instead. */
  maxHtmlLength: number;
  /** How long a resolved embed is served from the cache (QUIRE_EMBED_CACHE_TTL_MS). */
  cacheTtlMs: number;
  /** How long a site that could not be read is answered from the cache (the fallback link). */
  failureTtlMs: number;
  /** Most cached embeds kept; the oldest go first (QUIRE_EMBED_CACHE_MAX_ENTRIES). */
  cacheMaxEntries: number;
};

export const DEFAULT_EMBED_SETTINGS: EmbedSettings = {
  timeoutMs: 3_000,
  maxPageBytes: 1024 * 1024,
  maxOEmbedBytes: 256 * 1024,
  maxHtmlLength: 64 * 1024,
  cacheTtlMs: 60 * 60_000,
  failureTtlMs: 60_000,
  cacheMaxEntries: 10_000,
};
