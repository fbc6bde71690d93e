import type { insightsV1 } from '@quire/proto';
import type { SegmentRow } from './queries';

const TITLE_LENGTH = 120;

const claimText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** A segment's title: its claims as `name: value`, by name, cut at 120 characters. */
export function segmentTitle(claims: Record<string, unknown>): string {
  const title = Object.keys(claims)
    .sort()
    .map((name) => `${name}: ${claimText(claims[name])}`)
    .join(', ');
  return title.length > TITLE_LENGTH ? `${title.slice(0, TITLE_LENGTH - 1)}\u2026` : title;
}

/** GitBook "SiteInsightsVisitorSegment". */
export function presentSegment(row: SegmentRow): insightsV1.SiteInsightsVisitorSegment {
  const claims = (row.claims ?? {}) as Record<string, unknown>;
  return { title: segmentTitle(claims), claims, events: row.events, visitors: row.visitors, sessions: row.sessions };
}
