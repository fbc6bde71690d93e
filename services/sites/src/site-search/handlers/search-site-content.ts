import type { sitesV1 } from '@quire/proto';
import { invalidArgument, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSiteForReader } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZId } from '../../lib/validation';
import { allSections } from '../../site-sections/queries';
import { allSiteSpaces } from '../../site-spaces/queries';
import { presentSearchResults } from '../presenter';

/** Pages in all, as content's SearchSpaces answers at most. */
const MAX_LIMIT = 50;
const DEFAULT_LIMIT = 20;

const ZSearchSiteContentRequest = z.object({
  organizationId: ZId,
  siteId: ZId,
  query: z.string().max(512).refine((query) => query.trim() !== '', 'must not be empty'),
  scope: z.object({ mode: z.enum(['default', 'specific', 'all']), currentSiteSpace: ZId.optional(), siteSpaceIds: z.array(ZId).max(100) }).optional(),
  mode: z.enum(['specific', 'current', 'all']).optional(),
  siteSpaceIds: z.array(ZId).max(100),
  siteSpaceId: ZId.optional(),
  page: z.string().optional(),
  limit: z.number().int().min(1).max(MAX_LIMIT).optional(),
});

type Input = z.infer<typeof ZSearchSiteContentRequest>;
type Row = { id: string; spaceId: string; sectionId: string | null; isDefault: boolean };

/** The site spaces a scope names (the contract's `scope`, or its deprecated top-level forms). */
function scopedRows(input: Input, rows: Row[], sectionIds: string[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const named = (ids: string[], field: string) =>
    ids.map((id) => {
      const row = byId.get(id);
      if (!row) throw invalidArgument(`${field}: no site space "${id}" in this site`);
      return row;
    });
  const defaults = () => {
    const groups = sectionIds.length > 0 ? sectionIds : [null];
    return groups.flatMap((sectionId) => {
      const ofGroup = rows.filter((row) => row.sectionId === sectionId);
      const chosen = ofGroup.find((row) => row.isDefault) ?? ofGroup[0];
      return chosen ? [chosen] : [];
    });
  };
  if (input.scope) {
    if (input.scope.mode === 'all') return rows;
    if (input.scope.mode === 'specific') return named(input.scope.siteSpaceIds, 'scope.siteSpaceIds');
    const current = input.scope.currentSiteSpace ? named([input.scope.currentSiteSpace], 'scope.currentSiteSpace') : [];
    return [...current, ...defaults().filter((row) => !current.includes(row))];
  }
  if (input.mode === 'all') return rows;
  if (input.mode === 'current') return named([input.siteSpaceId ?? ''], 'siteSpaceId');
  return named(input.siteSpaceIds, 'siteSpaceIds');
}

/**
 * searchSiteContent: the site's spaces in the scope, searched in one content call, answered per
 * space in site order (spaces without a match left out). Members read any site of their
 * organization, anyone else a published site they may read (loadSiteForReader); a member of an
 * unpublished site finds only in the spaces they may read themselves.
 */
export async function searchSiteContent(ctx: SitesContext, request: sitesV1.SearchSiteContentRequest, callContext: CallContext): Promise<sitesV1.SearchSiteContentResponse> {
  const input = parseRequest(ZSearchSiteContentRequest, request);
  // No cursor is ever given out: every result fits in one answer.
  if (input.page !== undefined && input.page !== '') throw invalidArgument('page: invalid cursor');
  const { site, publishedSiteReader } = await loadSiteForReader(ctx, callContext, input.organizationId, input.siteId, undefined);
  const [sections, rows] = await Promise.all([allSections(ctx.db, site.id), allSiteSpaces(ctx.db, site.id)]);
  const chosen = scopedRows(input, rows, sections.map((section) => section.id));
  const spaceIds = [...new Set(chosen.map((row) => row.spaceId))];
  const spaces = await ctx.spaces.getSpaces(site.organizationId, spaceIds, callContext, { publishedSiteReader });
  const readable = spaceIds.filter((spaceId) => spaces.has(spaceId));
  const found = await ctx.search.searchSpaces(site.organizationId, readable, input.query, input.limit ?? DEFAULT_LIMIT, callContext);
  return { items: presentSearchResults(ctx.urls, readable, spaces, found) };
}
