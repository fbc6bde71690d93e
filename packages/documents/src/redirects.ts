/**
 * Redirect sources of GitBook's `.gitbook.yaml` (`redirects:` old path → page), in the one form
 * both sides use: the git-worker when it reads a repository, content when it stores and looks
 * them up.
 */

/** Redirects one revision (one `.gitbook.yaml`) may hold. */
export const MAX_REDIRECTS = 1000;
export const MAX_REDIRECT_SOURCE_LENGTH = 512;

/**
 * The form redirect sources are stored and looked up in, as GitBook matches them: no leading
 * or trailing slash, no `.md`, and a folder's `README` is the folder (`help/README.md` and
 * `help/` are `help`). '' for the root.
 */
export function normalizeRedirectPath(path: string): string {
  return path
    .replace(/^\/+|\/+$/g, '')
    .replace(/\.md$/i, '')
    .replace(/(^|\/)readme$/i, '')
    .replace(/\/+$/, '');
}

/** Why `source` is not a clean relative path, or undefined when it is. */
export function redirectSourceProblem(source: string): string | undefined {
  if (source.length === 0 || source.length > MAX_REDIRECT_SOURCE_LENGTH) return `must be 1..${MAX_REDIRECT_SOURCE_LENGTH} characters`;
  if (source.startsWith('/') || source.endsWith('/')) return 'must be a relative path without a leading or trailing slash';
  // Control characters are what it refuses.
  if (/[\u0000-\u001f\u007f\\?#]/.test(source)) return 'must not contain control characters, backslashes, "?" or "#"';
  if (source.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) return 'must not have empty, "." or ".." segments';
  if (normalizeRedirectPath(source) === '') return 'must not be the root of the space';
  return undefined;
}
