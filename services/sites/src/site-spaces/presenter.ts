import type { contentV1, sitesV1 } from '@quire/proto';
import { notFound, type CallContext } from '@quire/shared';
import type { SitesContext, SiteUrlBases } from '../context';
import type { Site, SiteSpace } from '../generated/prisma/client';
import { publishedUrl } from '../lib/urls';
import { sectionPath } from './queries';

export type EmbeddedSpaces = Map<string, contentV1.Space>;

/**
 * The spaces of `rows`, in ONE call to the content service (none when there is nothing to
 * embed). `publishedSiteReader`: see SpaceDirectory.
 */
export async function embeddedSpaces(
  ctx: SitesContext,
  organizationId: string,
  rows: { spaceId: string }[],
  callContext: CallContext,
  options: { publishedSiteReader?: boolean } = {},
): Promise<EmbeddedSpaces> {
  const ids = [...new Set(rows.map((row) => row.spaceId))];
  if (ids.length === 0) return new Map();
  return ctx.spaces.getSpaces(organizationId, ids, callContext, options);
}

/**
 * GitBook "SiteSpace", or undefined when its space is gone from content (deleted or
 * transferred, before the event removing the site space has been consumed).
 */
export function presentSiteSpace(
  bases: SiteUrlBases,
  site: Site,
  row: SiteSpace,
  spaces: EmbeddedSpaces,
  sectionPath: string | undefined,
  shareKey?: string,
): sitesV1.SiteSpace | undefined {
  const space = spaces.get(row.spaceId);
  if (!space) return undefined;
  return {
    object: 'site-space',
    id: row.id,
    path: row.path,
    section: row.sectionId ?? undefined,
    space,
    title: space.title,
    default: row.isDefault,
    condition: row.condition ?? undefined,
    urls: { published: publishedUrl(bases, site, sectionPath === undefined ? [row.path] : [sectionPath, row.path], shareKey) },
  };
}

export function presentSiteSpaces(
  bases: SiteUrlBases,
  site: Site,
  rows: SiteSpace[],
  spaces: EmbeddedSpaces,
  sectionPaths: Map<string, string>,
  shareKey?: string,
): sitesV1.SiteSpace[] {
  return rows
    .map((row) => presentSiteSpace(bases, site, row, spaces, row.sectionId ? sectionPaths.get(row.sectionId) : undefined, shareKey))
    .filter((item): item is sitesV1.SiteSpace => item !== undefined);
}

/** One site space just written, with its space (one content call). */
export async function presentOneSiteSpace(ctx: SitesContext, site: Site, row: SiteSpace, callContext: CallContext): Promise<sitesV1.SiteSpace> {
  const spaces = await embeddedSpaces(ctx, site.organizationId, [row], callContext);
  const path = row.sectionId ? await sectionPath(ctx.db, row.sectionId) : undefined;
  const presented = presentSiteSpace(ctx.urls, site, row, spaces, path);
  if (!presented) throw notFound('The space of this site space no longer exists');
  return presented;
}
