import type { CompletedSsoLogin } from './commands/sso-member-signer';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);

/**
 * The page the ACS answers when no return URL is configured: it shows the new token once. It
 * has no script, no external resource and no link (the gateway sends it with `no-store` and a
 * CSP that forbids everything but inline styles), so the token leaves it only by being copied.
 */
export function loginResultPage(login: CompletedSsoLogin): string {
  const organization = escapeHtml(login.organizationTitle);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Signed in to ${organization}</title>
<style>body{font-family:system-ui,sans-serif;max-width:42rem;margin:3rem auto;padding:0 1rem;line-height:1.5}pre{padding:1rem;background:#f4f4f5;border-radius:.5rem;white-space:pre-wrap;word-break:break-all;user-select:all}</style>
</head>
<body>
<main>
<h1>Signed in to ${organization}</h1>
<p>You signed in as <strong>${escapeHtml(login.email)}</strong> with ${escapeHtml(login.providerLabel)}.</p>
<p>Your API token, valid until <time datetime="${login.expiresAt.toISOString()}">${login.expiresAt.toISOString()}</time>:</p>
<pre id="token">${escapeHtml(login.token)}</pre>
<p>Send it as <code>Authorization: Bearer &lt;token&gt;</code>. It is shown only this once: copy it now.</p>
</main>
</body>
</html>
`;
}

/**
 * The return URL with the login in its fragment (`#token=...&expiresAt=...&organizationId=...
 * &userId=...`): browsers never send a fragment to a server, so the token stays out of request
 * lines, access logs and Referer headers on the way.
 */
export function loginReturnLocation(returnUrl: string, organizationId: string, login: CompletedSsoLogin): string {
  const url = new URL(returnUrl);
  url.hash = new URLSearchParams({
    token: login.token,
    expiresAt: login.expiresAt.toISOString(),
    organizationId,
    userId: login.userId,
  }).toString();
  return url.toString();
}
