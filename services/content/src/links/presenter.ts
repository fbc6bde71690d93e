import { contentV1 } from '@quire/proto';
import { invalidArgument, keysetPage, type CursorKey, type Page } from '@quire/shared';
import type { LinkRelation } from '../generated/prisma/enums';
import type { LocationPresenter } from './locations';
import type { LinkStatus, ResolvedLink } from './resolve';
import type { ContentView } from './view';

const { ContentReferenceStatus: Status, ContentReferenceRelation: Relation } = contentV1;

const STATUS: Record<LinkStatus, contentV1.ContentReferenceStatus> = {
  ok: Status.CONTENT_REFERENCE_STATUS_OK,
  broken: Status.CONTENT_REFERENCE_STATUS_BROKEN,
  'in-app': Status.CONTENT_REFERENCE_STATUS_IN_APP,
};

const RELATION: Record<LinkRelation, contentV1.ContentReferenceRelation> = {
  reference: Relation.CONTENT_REFERENCE_RELATION_REFERENCE,
  dependsOn: Relation.CONTENT_REFERENCE_RELATION_DEPENDS_ON,
};

/** The `status` filter of a request: undefined for every status. */
export function statusFilterOf(value: number): LinkStatus | undefined {
  if (value === Status.CONTENT_REFERENCE_STATUS_UNSPECIFIED) return undefined;
  const found = (Object.keys(STATUS) as LinkStatus[]).find((status) => STATUS[status] === value);
  if (!found) throw invalidArgument('status: must be "ok", "broken" or "in-app"');
  return found;
}

/** GitBook "ContentReferencesStats" of every link listed, before any status filter. */
export function presentStats(links: readonly ResolvedLink[], brokenByChangeRequest?: number): contentV1.ContentReferencesStats {
  return {
    total: links.length,
    broken: { total: links.filter((link) => link.status === 'broken').length, changeRequest: brokenByChangeRequest },
  };
}

/** A link as GitBook's "ContentReferenceUsage": its target, and the page (of `view`) it is in. */
export function presentUsage(link: ResolvedLink, view: ContentView, locations: LocationPresenter): contentV1.LinkUsage {
  return {
    status: STATUS[link.status],
    relation: RELATION[link.reference.relation],
    targetReference: locations.present(link.target),
    locationReferences: [locations.present({ kind: 'page', view, node: link.source, anchor: null })],
  };
}

/** The locations a usage of `link` presents. */
export const usageLocations = (link: ResolvedLink, view: ContentView) =>
  [link.target, { kind: 'page' as const, view, node: link.source, anchor: null }] as const;

/**
 * Most bytes of locations one response carries: items embed whole pages (Markdown up to 1 MiB
 * each), so a page of results also ends where its locations reach this size, and `next`
 * continues after the last item sent (always at least one). Well below the 32 MiB gRPC limit.
 */
export const RESPONSE_BUDGET_BYTES = 8 * 1024 * 1024;

/**
 * keysetPage with a size budget: `rows` are the (at most `limit + 1`) rows after the cursor, in
 * order; the page ends at `limit` items or where the next item would pass the budget.
 */
export function budgetedPage<T>(rows: T[], limit: number, sizeOf: (row: T) => number, keyOf: (row: T) => CursorKey, count: number): Page<T> {
  let fit = 0;
  let size = 0;
  while (fit < Math.min(rows.length, limit)) {
    size += sizeOf(rows[fit]);
    if (fit > 0 && size > RESPONSE_BUDGET_BYTES) break;
    fit += 1;
  }
  if (fit === rows.length) return { items: rows, count };
  return keysetPage(rows.slice(0, fit + 1), fit, keyOf, count);
}
