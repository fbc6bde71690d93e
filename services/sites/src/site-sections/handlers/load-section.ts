import { notFound, type CallContext } from '@quire/shared';
import { loadSite } from '../../access/load';
import type { SitesContext } from '../../context';
import { findSection } from '../queries';

export const SECTION_NOT_FOUND = 'No matching Site section found';

/** The site (for `action`) and one of its sections. */
export async function loadSection(
  ctx: SitesContext,
  callContext: CallContext,
  input: { organizationId: string; siteId: string; siteSectionId: string },
  action: 'read' | 'manage',
) {
  const loaded = await loadSite(ctx, callContext, input.organizationId, input.siteId, action);
  const section = await findSection(ctx.db, loaded.site.id, input.siteSectionId);
  if (!section) throw notFound(SECTION_NOT_FOUND);
  return { ...loaded, section };
}
