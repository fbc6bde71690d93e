import { alreadyExists, type JsonObject } from '@quire/shared';
import type { PrismaClient } from '../../db';
import { Prisma, type Site, type SiteAgentsContext, type SiteVisibility } from '../../generated/prisma/client';
import { setDefaultSection, setDefaultSiteSpace } from '../../lib/defaults';
import { recordEvent } from '../../lib/events';
import { lockSite } from '../../lib/locks';

export type SiteChanges = {
  title?: string;
  visibility?: SiteVisibility;
  basename?: string;
  adaptiveContentEnabled?: boolean;
  agentsContext?: SiteAgentsContext;
  /** null removes the proxy. */
  proxyOrigin?: string | null;
  /** A site space of this site (checked by the caller) that becomes the default. */
  defaultSiteSpace?: { id: string; sectionId: string | null };
  /** A section of this site (checked by the caller) that becomes the default. */
  defaultSectionId?: string;
};

/** Applies a partial update and records `site.updated` with the names of the changed fields. */
export async function siteUpdater(db: PrismaClient, site: Site, changes: SiteChanges, actorId: string): Promise<Site> {
  try {
    return await db.$transaction(async (tx) => {
      await lockSite(tx, site.id);
      if (changes.defaultSectionId !== undefined) await setDefaultSection(tx, site.id, changes.defaultSectionId);
      if (changes.defaultSiteSpace !== undefined) await setDefaultSiteSpace(tx, site.id, changes.defaultSiteSpace);
      const updated = await tx.site.update({
        where: { id: site.id },
        data: {
          title: changes.title,
          visibility: changes.visibility,
          basename: changes.basename,
          adaptiveContentEnabled: changes.adaptiveContentEnabled,
          agentsContext: changes.agentsContext,
          proxyOrigin: changes.proxyOrigin,
        },
      });
      const fields = Object.entries(changes)
        .filter(([, value]) => value !== undefined)
        .map(([key]) => key);
      await recordEvent(tx, 'site', 'updated', {
        aggregateId: site.id,
        organizationId: site.organizationId,
        data: { id: site.id, fields, actorId } as JsonObject,
      });
      return updated;
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      throw alreadyExists('basename: another site of the organization already uses this basename');
    }
    throw error;
  }
}
