import { loadStaticAsset, scalarBundlePath, type StaticAsset } from './scalar-bundle';

/**
 * The browsable API reference at GET /v1/reference (docs/gateway.md "API reference"): Scalar's
 * browser bundle, served by the gateway itself, rendering GET /v1/openapi.json. Nothing on the
 * page comes from, or goes to, another origin: no CDN, no web fonts, no Scalar proxy or
 * hosted services; the Content-Security-Policy makes any attempt fail visibly in the console.
 */
export type ReferencePage = {
  /** The HTML page. */
  html: Buffer;
  /** The page's response headers (Content-Security-Policy and the like). */
  headers: Record<string, string>;
  /** Scalar's standalone bundle, at `/v1/reference/standalone.js`. */
  script: StaticAsset;
};

export type ReferencePageOptions = {
  /** The gateway's public base URL (QUIRE_PUBLIC_URL), which the document's `servers` name. */
  publicUrl?: string;
  /** Scalar's browser bundle; by default the one of the installed @scalar/api-reference. */
  scriptFile?: string;
};

/** Where the page and its script are served, relative to /v1. */
export const REFERENCE_PATH = '/reference';
export const REFERENCE_SCRIPT_PATH = '/reference/standalone.js';

/**
 * Scalar's configuration (`data-configuration`). Its defaults reach out to scalar.com: web
 * fonts (fonts.scalar.com), a request proxy for "try it" (proxy.scalar.com), the "Open API
 * Client" button (client.scalar.com, handed our document's URL), the developer toolbar and
 * the agent and MCP buttons, which it shows on localhost. All of them are off here.
 */
const SCALAR_CONFIGURATION = {
  title: 'Quire API',
  withDefaultFonts: false,
  // An empty proxy means none: left undefined, Scalar would pick its own proxy for remote hosts.
  proxyUrl: '',
  hideClientButton: true,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
  telemetry: false,
  // Tokens typed into the page stay in memory: nothing is written to the browser's storage.
  persistAuth: false,
  documentDownloadType: 'json',
  operationTitleSource: 'summary',
};

/**
 * Scalar injects its styles as `<style>` elements from script (its components' CSS and the
 * theme's variables, some computed at run time) without a nonce, so styles need
 * 'unsafe-inline'; a style cannot run code. Scripts come only from this origin, none inline.
 * Icons are inline SVG and data: URLs. "Try it" calls go to the document's server: this origin,
 * or QUIRE_PUBLIC_URL's when the gateway is reached under another name.
 */
export function contentSecurityPolicy(publicUrl: string | undefined): string {
  const connect = ["'self'"];
  if (publicUrl) connect.push(new URL(publicUrl).origin);
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);

/**
 * Every URL on the page is relative to it (/v1/reference), so the page keeps working behind a
 * proxy that serves the gateway under a path prefix.
 */
function pageHtml(script: StaticAsset): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Quire API reference</title>
<link rel="icon" href="data:,">
</head>
<body>
<noscript><p>The API reference needs JavaScript. The OpenAPI document itself is at <a href="openapi.json">openapi.json</a>.</p></noscript>
<div id="api-reference" data-url="openapi.json" data-configuration="${escapeHtml(JSON.stringify(SCALAR_CONFIGURATION))}"></div>
<script src="reference/standalone.js?v=${script.version}"></script>
</body>
</html>
`;
}

/** Builds the page and loads Scalar's bundle (at start-up: a missing bundle stops the gateway). */
export function createReferencePage({ publicUrl, scriptFile = scalarBundlePath() }: ReferencePageOptions = {}): ReferencePage {
  const script = loadStaticAsset(scriptFile, 'text/javascript; charset=utf-8');
  return {
    html: Buffer.from(pageHtml(script), 'utf8'),
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      // Revalidated on every visit: the page names the script's current version.
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': contentSecurityPolicy(publicUrl),
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
    },
    script,
  };
}
