import { z } from 'zod';

/**
 * The limits of a website or file import (docs/outside-sources.md "Website imports"), from
 * the worker's environment. Every bound is finite: a site cannot make one run fetch, keep or
 * write without end.
 */
export type WebsiteImportSettings = {
  /** Most URLs one crawl takes from its queue, whatever becomes of them (QUIRE_IMPORT_MAX_PAGES). */
  maxPages: number;
  /** Most links followed from the start page (QUIRE_IMPORT_MAX_DEPTH; 0: the start page only). */
  maxDepth: number;
  /** Pages fetched at the same time, ahead of the one being read (QUIRE_IMPORT_CONCURRENCY). */
  concurrency: number;
  /**
   * Least time between the starts of two requests to one host (QUIRE_IMPORT_REQUEST_INTERVAL_MS);
   * a longer `Crawl-delay` in robots.txt wins, up to MAX_CRAWL_DELAY_MS.
   */
  requestIntervalMs: number;
  /** Time limit of one page or image request, redirects included (QUIRE_IMPORT_PAGE_TIMEOUT_MS). */
  pageTimeoutMs: number;
  /** Largest HTML page read (QUIRE_IMPORT_MAX_PAGE_BYTES). */
  maxPageBytes: number;
  /** Largest image downloaded (QUIRE_IMPORT_MAX_IMAGE_BYTES). */
  maxImageBytes: number;
  /** Most images one run downloads (QUIRE_IMPORT_MAX_IMAGES). */
  maxImages: number;
  /** How often the run's status is read to notice a cancel. */
  cancelPollMs: number;
};

export const DEFAULT_WEBSITE_IMPORT_SETTINGS: WebsiteImportSettings = {
  maxPages: 200,
  maxDepth: 5,
  concurrency: 2,
  requestIntervalMs: 250,
  pageTimeoutMs: 15_000,
  maxPageBytes: 5 * 1024 * 1024,
  maxImageBytes: 10 * 1024 * 1024,
  maxImages: 500,
  cancelPollMs: 1000,
};

/** The product token robots.txt rules are matched against, and the User-Agent sent. */
export const IMPORTER_USER_AGENT = 'QuireImporter';
/** A robots.txt `Crawl-delay` above this is taken as this. */
export const MAX_CRAWL_DELAY_MS = 10_000;
/** Largest robots.txt read (RFC 9309 asks crawlers to read at least 500 KiB). */
export const MAX_ROBOTS_BYTES = 512 * 1024;
/** Redirects followed for one page, each checked against the origin and robots.txt. */
export const MAX_PAGE_REDIRECTS = 5;
/** A page's Markdown is at most content's page limit. */
export const MAX_PAGE_MARKDOWN_BYTES = 1024 * 1024;
/** The Markdown of one run, written in one WriteRevision (under the 32 MiB gRPC message limit). */
export const MAX_RUN_MARKDOWN_BYTES = 24 * 1024 * 1024;
/** URLs longer than this are not followed (the run's records keep source URLs up to 2048 characters). */
export const MAX_URL_LENGTH = 2048;

const int = (fallback: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(fallback);

const ZSettingsEnvironment = z.object({
  QUIRE_IMPORT_MAX_PAGES: int(DEFAULT_WEBSITE_IMPORT_SETTINGS.maxPages, 1, 5000),
  QUIRE_IMPORT_MAX_DEPTH: int(DEFAULT_WEBSITE_IMPORT_SETTINGS.maxDepth, 0, 50),
  QUIRE_IMPORT_CONCURRENCY: int(DEFAULT_WEBSITE_IMPORT_SETTINGS.concurrency, 1, 8),
  QUIRE_IMPORT_REQUEST_INTERVAL_MS: int(DEFAULT_WEBSITE_IMPORT_SETTINGS.requestIntervalMs, 0, 60_000),
  QUIRE_IMPORT_PAGE_TIMEOUT_MS: int(DEFAULT_WEBSITE_IMPORT_SETTINGS.pageTimeoutMs, 100, 300_000),
  QUIRE_IMPORT_MAX_PAGE_BYTES: int(DEFAULT_WEBSITE_IMPORT_SETTINGS.maxPageBytes, 1024, 100 * 1024 * 1024),
  QUIRE_IMPORT_MAX_IMAGE_BYTES: int(DEFAULT_WEBSITE_IMPORT_SETTINGS.maxImageBytes, 1024, 25 * 1024 * 1024),
  QUIRE_IMPORT_MAX_IMAGES: int(DEFAULT_WEBSITE_IMPORT_SETTINGS.maxImages, 0, 10_000),
});

/** The settings from QUIRE_IMPORT_* variables; a malformed value stops the worker's start with the variable's name. */
export function websiteImportSettingsFrom(environment: NodeJS.ProcessEnv): WebsiteImportSettings {
  const present = Object.fromEntries(Object.entries(environment).filter(([name, value]) => name.startsWith('QUIRE_IMPORT_') && value !== ''));
  const parsed = ZSettingsEnvironment.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${issue.path.join('.')}: ${issue.message}`);
  }
  const env = parsed.data;
  return {
    maxPages: env.QUIRE_IMPORT_MAX_PAGES,
    maxDepth: env.QUIRE_IMPORT_MAX_DEPTH,
    concurrency: env.QUIRE_IMPORT_CONCURRENCY,
    requestIntervalMs: env.QUIRE_IMPORT_REQUEST_INTERVAL_MS,
    pageTimeoutMs: env.QUIRE_IMPORT_PAGE_TIMEOUT_MS,
    maxPageBytes: env.QUIRE_IMPORT_MAX_PAGE_BYTES,
    maxImageBytes: env.QUIRE_IMPORT_MAX_IMAGE_BYTES,
    maxImages: env.QUIRE_IMPORT_MAX_IMAGES,
    cancelPollMs: DEFAULT_WEBSITE_IMPORT_SETTINGS.cancelPollMs,
  };
}
