import { STATUS_CODES } from 'node:http';
import type { Response } from 'express';

/**
 * Browser-facing answers of route rows with `page` (docs/gateway.md "Pages and redirects"):
 * HTML pages and redirects, never cached, never framed, never referring anywhere, and with a
 * Content-Security-Policy that allows no script and no resource but inline styles. A page
 * can still show what it must (a token after a login) without anything able to read it.
 */
const PAGE_HEADERS: Record<string, string> = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
};

const HTML_CONTENT_TYPE = 'text/html; charset=utf-8';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);

/** An absolute http(s) URL with nothing a header line cannot carry. */
const REDIRECT_TARGET = /^https?:\/\/[^\s\u0000-\u001f\u007f]+$/i;

export const isRedirectTarget = (location: string): boolean => REDIRECT_TARGET.test(location);

function setPageHeaders(res: Response): void {
  for (const [name, value] of Object.entries(PAGE_HEADERS)) res.setHeader(name, value);
}

export function sendHtmlPage(res: Response, status: number, html: string): void {
  res.status(status);
  setPageHeaders(res);
  res.setHeader('Content-Type', HTML_CONTENT_TYPE);
  res.send(Buffer.from(html, 'utf8'));
}

/**
 * A redirect: 302 after a GET, 303 after anything else (a POST's browser then GETs the target,
 * RFC 9110 §15.4.4). The target must be an absolute http(s) URL (see isRedirectTarget).
 */
export function sendRedirect(res: Response, method: string, location: string): void {
  res.status(method === 'GET' || method === 'HEAD' ? 302 : 303);
  setPageHeaders(res);
  res.setHeader('Location', location);
  res.end();
}

/** The error page of a browser-facing route: the status, its reason phrase and the message. */
export function sendErrorPage(res: Response, status: number, message: string, requestId: string): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const title = `${status} ${STATUS_CODES[status] ?? 'Error'}`;
  sendHtmlPage(
    res,
    status,
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:42rem;margin:3rem auto;padding:0 1rem;line-height:1.5}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p id="message">${escapeHtml(message)}</p>
<p><small>Request id: <code>${escapeHtml(requestId)}</code></small></p>
</main>
</body>
</html>
`,
  );
}
