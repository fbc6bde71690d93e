import { invalidArgument } from '@quire/shared';

/** Longest URL embedded: the contract's URL length elsewhere (ContentRef URLs, OpenAPI spec URLs). */
export const MAX_EMBED_URL_LENGTH = 2048;

/**
 * The URL to embed, or INVALID_ARGUMENT saying why not: an absolute http(s) URL with a host,
 * at most MAX_EMBED_URL_LENGTH characters, without credentials (the worker would send them as
 * basic auth and keep them in its cache). Checked here so a bad URL costs no call to the
 * git-worker, which checks the same again (services/git-worker/src/embeds/url.ts).
 */
export function checkEmbedUrl(raw: string): string {
  if (raw.length === 0) throw invalidArgument('url: must not be empty');
  if (raw.length > MAX_EMBED_URL_LENGTH) throw invalidArgument(`url: must be at most ${MAX_EMBED_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalidArgument('url: must be an absolute http or https URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalidArgument('url: only http and https URLs can be embedded');
  if (!url.hostname) throw invalidArgument('url: must name a host');
  if (url.username || url.password) throw invalidArgument('url: must not carry credentials');
  return raw;
}
