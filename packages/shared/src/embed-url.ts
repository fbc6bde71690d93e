/** Longest URL embedded: the contract's URL length elsewhere (ContentRef URLs, OpenAPI spec URLs). */
export const MAX_EMBED_URL_LENGTH = 2048;

/**
 * The URL to resolve, or why it cannot be: an absolute http(s) URL with a host, of at most
 * MAX_EMBED_URL_LENGTH characters, without credentials (they would be sent as basic auth and
 * kept in the git-worker's cache). Content checks it before it calls the git-worker (a bad URL
 * costs no call), and the git-worker checks it again, with this one function.
 */
export function parseEmbedUrl(raw: string): { url: URL } | { problem: string } {
  if (raw.length === 0) return { problem: 'url: must not be empty' };
  if (raw.length > MAX_EMBED_URL_LENGTH) return { problem: `url: must be at most ${MAX_EMBED_URL_LENGTH} characters` };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { problem: 'url: must be an absolute http or https URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { problem: 'url: only http and https URLs can be embedded' };
  if (!url.hostname) return { problem: 'url: must name a host' };
  if (url.username || url.password) return { problem: 'url: must not carry credentials' };
  // The fragment never reaches the server: one cache entry for every fragment of a page.
  url.hash = '';
  return { url };
}
