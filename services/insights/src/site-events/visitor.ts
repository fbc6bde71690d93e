import { createHash, randomBytes } from 'node:crypto';
import Bowser from 'bowser';
import type { Db } from '../db';

// Who a visitor is, as far as site insights know: a hash that changes every day, and what
// their user agent says (browser, device, OS, crawler). Nothing else about them is kept.

/** A session without a `sessionId` (the reader's page views): the visitor's 30-minute window. */
export const DERIVED_SESSION_WINDOW_MS = 30 * 60_000;

/** The UTC day of a time, as the `site_visitor_salts.day` key (midnight UTC). */
export const utcDay = (at: Date): Date => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/**
 * The secret of the day `at` falls in: created by the first replica that needs it (the
 * primary key decides between replicas racing), then cached in memory for the day.
 */
export function daySecrets(db: Db) {
  let cached: { day: number; secret: Buffer } | undefined;
  return async (at: Date): Promise<Buffer> => {
    const day = utcDay(at);
    if (cached?.day === day.getTime()) return cached.secret;
    await db.siteVisitorSalt.createMany({ data: [{ day, secret: new Uint8Array(randomBytes(32)) }], skipDuplicates: true });
    const row = await db.siteVisitorSalt.findUniqueOrThrow({ where: { day }, select: { secret: true } });
    cached = { day: day.getTime(), secret: Buffer.from(row.secret) };
    return cached.secret;
  };
}

const digest = (secret: Buffer, parts: string[]) => {
  const hash = createHash('sha256').update(secret);
  for (const part of parts) hash.update(`\u0000${part}`);
  return hash.digest('base64url');
};

/**
 * The visitor's and session's hashes for one event: sha256 of the day's secret, the site and
 * the `visitorId` given, else the client's address and user agent. A given `sessionId` is
 * hashed the same way; without one, the session is the visitor's current 30-minute window.
 */
export function visitorHashes(
  secret: Buffer,
  siteId: string,
  visitor: { visitorId?: string; sessionId?: string; clientIp?: string; userAgent?: string },
  now: Date,
): { visitorHash: string; sessionHash: string } {
  const who = visitor.visitorId !== undefined ? ['id', visitor.visitorId] : ['client', visitor.clientIp ?? '', visitor.userAgent ?? ''];
  const visitorHash = digest(secret, [siteId, 'visitor', ...who]);
  const sessionHash =
    visitor.sessionId !== undefined
      ? digest(secret, [siteId, 'session', visitor.sessionId])
      : digest(secret, [siteId, 'window', ...who, String(Math.floor(now.getTime() / DERIVED_SESSION_WINDOW_MS))]);
  return { visitorHash, sessionHash };
}

export type VisitorBrowser = 'chrome' | 'firefox' | 'safari' | 'edge' | 'ie' | 'opera' | 'unknown';
export type VisitorDevice = 'desktop' | 'tablet' | 'mobile' | 'unknown';
export type VisitorOS = 'windows' | 'macos' | 'linux' | 'android' | 'ios' | 'unknown';
export type VisitorBot = 'unknown' | 'googlebot' | 'bingbot' | 'duckduckbot' | 'facebookbot' | 'applebot' | 'chatgpt' | 'anthropic';

const BROWSERS: Record<string, VisitorBrowser> = {
  Chrome: 'chrome',
  Chromium: 'chrome',
  Firefox: 'firefox',
  Safari: 'safari',
  'Microsoft Edge': 'edge',
  'Internet Explorer': 'ie',
  Opera: 'opera',
};
const SYSTEMS: Record<string, VisitorOS> = { Windows: 'windows', macOS: 'macos', Linux: 'linux', 'Chrome OS': 'linux', Android: 'android', iOS: 'ios', iPadOS: 'ios' };
const DEVICES: Record<string, VisitorDevice> = { desktop: 'desktop', tablet: 'tablet', mobile: 'mobile' };

/** Crawlers GitBook's `SiteInsightsVisitorBot` names, tried in order; then any other bot. */
const BOTS: [VisitorBot, RegExp][] = [
  ['googlebot', /googlebot|google-inspectiontool|storebot-google/i],
  ['bingbot', /bingbot|bingpreview/i],
  ['duckduckbot', /duckduckbot|duckassistbot/i],
  ['facebookbot', /facebookexternalhit|facebookbot|facebookcatalog|meta-externalagent/i],
  ['applebot', /applebot/i],
  ['chatgpt', /chatgpt-user|gptbot|oai-searchbot/i],
  ['anthropic', /claudebot|claude-user|claude-searchbot|claude-web|anthropic-ai/i],
  ['unknown', /bot\b|crawler|spider|crawling|slurp|headlesschrome|python-requests|curl\/|wget\//i],
];

export type UserAgentFacts = { browser: VisitorBrowser; device: VisitorDevice; os: VisitorOS; bot: VisitorBot | null };

/** What insights keep of a User-Agent header (the header itself is dropped). */
export function userAgentFacts(userAgent: string | undefined): UserAgentFacts {
  if (!userAgent) return { browser: 'unknown', device: 'unknown', os: 'unknown', bot: null };
  const parsed = Bowser.parse(userAgent);
  const bot = BOTS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null;
  return {
    browser: BROWSERS[parsed.browser.name ?? ''] ?? 'unknown',
    device: DEVICES[parsed.platform.type ?? ''] ?? 'unknown',
    os: SYSTEMS[parsed.os.name ?? ''] ?? 'unknown',
    bot,
  };
}
