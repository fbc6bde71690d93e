import type { Db, Prisma } from '../../db';
import { recordEvent } from '../../lib/events';
import { siteActivityOf, type SiteActivity } from '../activity';
import { canonicalJson, eventDetails, pageUrlParts, referrerParts, type SiteInsightsEventInput } from '../events';
import { userAgentFacts, visitorHashes } from '../visitor';

export type RecordedVisit = {
  organizationId: string;
  siteId: string;
  events: SiteInsightsEventInput[];
  /** The time of each event (eventTimes). */
  times: Date[];
  /** The request's own address and User-Agent, for events whose session does not say (the reader's). */
  client?: { ip?: string; userAgent?: string };
  /** The day's secret (daySecrets). */
  secret: Buffer;
  now: Date;
};

/**
 * Stores a batch of events in one insert. Cookies, the address, the user agent, a visitor
 * token and the URL's query are never written to `site_events`: the visitor and session become
 * the day's hashes, the user agent its browser/device/OS/bot. Page views and page feedback of
 * the batch also become one `quire.insights.site-activity.recorded` event, in the same
 * transaction, for the integrations installed on the site (activity.ts).
 */
export async function siteEventRecorder(db: Db, visit: RecordedVisit): Promise<number> {
  const activity: SiteActivity[] = [];
  const rows = visit.events.map((event, index): Prisma.SiteEventCreateManyInput => {
    const { session, location } = event;
    const userAgent = session.userAgent ?? visit.client?.userAgent;
    const hashes = visitorHashes(
      visit.secret,
      visit.siteId,
      { visitorId: session.visitorId, sessionId: session.sessionId, clientIp: session.ip ?? visit.client?.ip, userAgent },
      visit.now,
    );
    const agent = userAgentFacts(userAgent);
    const page = pageUrlParts(location.url);
    const claims = session.visitorAuthClaims && Object.keys(session.visitorAuthClaims).length > 0 ? session.visitorAuthClaims : undefined;
    const details = eventDetails(event);
    const kept = siteActivityOf(event, {
      at: visit.times[index],
      anonymousId: hashes.visitorHash,
      ip: session.ip ?? visit.client?.ip,
      userAgent,
    });
    if (kept) activity.push(kept);
    return {
      organizationId: visit.organizationId,
      siteId: visit.siteId,
      type: event.type,
      occurredAt: visit.times[index],
      ...hashes,
      url: page.url,
      ...page.utm,
      siteSectionId: location.siteSection,
      siteSpaceId: location.siteSpace,
      spaceId: location.space,
      pageId: location.page,
      revisionId: location.revision,
      displayContext: location.displayContext,
      ...referrerParts(session.referrer),
      language: session.language ? session.language.slice(0, 64) : undefined,
      browser: agent.browser,
      device: agent.device,
      os: agent.os,
      bot: agent.bot,
      claims: claims as Prisma.InputJsonValue | undefined,
      claimsKey: claims ? canonicalJson(claims) : undefined,
      ...details,
      linkTarget: details.linkTarget as Prisma.InputJsonValue | undefined,
    };
  });
  if (activity.length === 0) {
    const { count } = await db.siteEvent.createMany({ data: rows });
    return count;
  }
  return db.$transaction(async (tx) => {
    const { count } = await tx.siteEvent.createMany({ data: rows });
    await recordEvent(tx, 'site-activity', 'recorded', {
      aggregateId: visit.siteId,
      organizationId: visit.organizationId,
      data: { siteId: visit.siteId, events: activity },
    });
    return count;
  });
}
