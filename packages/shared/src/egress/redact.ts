/**
 * URLs of outside sources carry credentials (https://user:token@git.example.com/repo.git,
 * ?access_token=...). Everything the worker logs, stores as a job error or puts in an error
 * message goes through these first.
 */

/** Query parameters whose values are secrets in the URLs people paste. */
const SECRET_PARAMETER = /token|secret|password|passwd|pwd|key|sig|signature|auth|credential|session/i;
const REDACTED = 'REDACTED';

/**
 * The URL without user name and password, and with the values of secret-looking query
 * parameters replaced. A string that is not a URL gives "<unreadable URL>": it may still hold
 * a secret, and nothing else can be said of it safely.
 */
export function redactUrl(url: string | URL): string {
  let parsed: URL;
  try {
    parsed = new URL(String(url));
  } catch {
    return '<unreadable URL>';
  }
  parsed.username = '';
  parsed.password = '';
  for (const name of [...new Set(parsed.searchParams.keys())]) {
    if (SECRET_PARAMETER.test(name)) parsed.searchParams.set(name, REDACTED);
  }
  return parsed.toString();
}

/** `scheme://user:password@` (or `scheme://token@`) in free text. */
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@]*@/gi;
/** `token=...` in free text (query strings, "password=..."). */
const SECRET_ASSIGNMENT = new RegExp(`(^|[^\\w.-])([\\w.-]*(?:${SECRET_PARAMETER.source})[\\w.-]*)=([^&\\s#,;)]+)`, 'gi');
/** `Authorization: Basic ...` / `Bearer ...` in free text. */
const AUTH_HEADER = /\b(basic|bearer|token)\s+[A-Za-z0-9+/=._~-]{8,}/gi;

/**
 * Free text (an error message from a library, a remote's answer) with URL credentials,
 * secret query parameters and authorization values removed.
 */
export function redactSecrets(text: string): string {
  return text
    .replace(URL_CREDENTIALS, '$1')
    .replace(SECRET_ASSIGNMENT, `$1$2=${REDACTED}`)
    .replace(AUTH_HEADER, `$1 ${REDACTED}`);
}
