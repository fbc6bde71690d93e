import { pageUrlParts, referrerParts, type SiteInsightsEventInput } from './events';

/**
 * A page view or a page feedback as the integrations installed on the site receive it: the
 * facts of GitBook's `site_view` and `page_feedback` events (SiteViewEvent, PageFeedbackEvent),
 * which the runtime sends to each site installation (services/runtime/src/events/translate).
 * They need the visitor's address and user agent (GitBook's `EventVisitor`), which
 * `site_events` never stores: the `quire.insights.site-activity.recorded` event is the only
 * place they go (docs/insights.md "Events"). The visitor's cookies are not forwarded.
 */
export type SiteActivity = {
  type: 'site_view' | 'page_feedback';
  /** When the visitor did it (the event's timestamp, else when it was recorded). */
  at: string;
  /**
   * The page's URL with only its `utm_*` parameters of the query (GitBook sends the URL with its
   * parameters; the others may hold a share key or a visitor token), without fragment.
   */
  url: string;
  /** Where the visitor came from, without query and fragment; empty when unknown. */
  referrer: string;
  siteSpaceId?: string;
  spaceId?: string;
  pageId?: string;
  visitor: { anonymousId: string; userAgent: string; ip: string; language?: string };
  feedback?: { rating: string; comment?: string };
};

/** What the recorder knows of the event's visitor besides its session. */
export type ActivityVisitor = { at: Date; anonymousId: string; ip?: string; userAgent?: string };

const present = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined && value !== '';

/** The URL as `site_events` keeps it, with its campaign (`utm_*`) parameters put back. */
function urlWithCampaign(url: string): string {
  const page = pageUrlParts(url);
  const kept = new URL(page.url);
  for (const [key, value] of Object.entries(page.utm)) if (value !== undefined) kept.searchParams.set(`utm_${key.slice(3).toLowerCase()}`, value);
  return kept.toString();
}

/** The integrations' view of one site insights event, or undefined for the kinds no integration event carries. */
export function siteActivityOf(event: SiteInsightsEventInput, visitor: ActivityVisitor): SiteActivity | undefined {
  let type: SiteActivity['type'];
  let feedback: SiteActivity['feedback'];
  switch (event.type) {
    case 'page_view':
      type = 'site_view';
      break;
    case 'page_post_feedback':
      type = 'page_feedback';
      feedback = { rating: event.feedback.rating };
      break;
    case 'page_post_feedback_comment':
      type = 'page_feedback';
      feedback = { rating: event.feedback.rating, comment: event.feedback.comment };
      break;
    default:
      return undefined;
  }
  const { session, location } = event;
  const activity: SiteActivity = {
    type,
    at: visitor.at.toISOString(),
    url: urlWithCampaign(location.url),
    referrer: referrerParts(session.referrer).referrer ?? '',
    visitor: {
      anonymousId: visitor.anonymousId,
      userAgent: visitor.userAgent ?? '',
      ip: visitor.ip ?? '',
      ...(present(session.language) ? { language: session.language.slice(0, 64) } : {}),
    },
  };
  if (present(location.siteSpace)) activity.siteSpaceId = location.siteSpace;
  if (present(location.space)) activity.spaceId = location.space;
  if (present(location.page)) activity.pageId = location.page;
  if (feedback) activity.feedback = feedback;
  return activity;
}
