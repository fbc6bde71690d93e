import { isDeepStrictEqual } from 'node:util';
import { notFound } from '@quire/shared';
import { Prisma, type PrismaClient } from '../../db';
import type { Site, SiteSpace } from '../../generated/prisma/client';
import { recordEvent } from '../../lib/events';
import { assertStorable, type JsonObject } from '../schema';
import { applyOverrides, hasOverrides } from '../settings';

export const SITE_SPACE_NOT_FOUND = 'No matching Site space found';

/** Replaces the site's settings; the same settings again write nothing. */
export async function siteCustomizationUpdater(db: PrismaClient, site: Site, settings: JsonObject, actorId: string): Promise<Site> {
  if (isDeepStrictEqual(site.customization, settings)) return site;
  return db.$transaction(async (tx) => {
    const updated = await tx.site.update({ where: { id: site.id }, data: { customization: settings as Prisma.InputJsonObject } });
    await recordEvent(tx, 'site', 'customization-updated', {
      aggregateId: site.id,
      organizationId: site.organizationId,
      data: { id: site.id, actorId },
    });
    return updated;
  });
}

/**
 * Applies `patch` to the site space's stored overrides. The row is locked while they are read,
 * merged and written, so concurrent patches each see the other's result; the size limit is
 * checked there too, on what would be stored. A patch that changes nothing writes nothing.
 */
export async function siteSpaceCustomizationOverrider(db: PrismaClient, siteSpace: SiteSpace, patch: JsonObject, actorId: string): Promise<JsonObject> {
  return db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ customization: unknown }[]>(
      Prisma.sql`SELECT customization FROM site_spaces WHERE id = ${siteSpace.id} FOR UPDATE`,
    );
    if (!row) throw notFound(SITE_SPACE_NOT_FOUND);
    const current = hasOverrides(row.customization) ? (row.customization as JsonObject) : {};
    const next = applyOverrides(current, patch);
    if (isDeepStrictEqual(current, next)) return current;
    assertStorable(next, 'overrides');
    const overridden = hasOverrides(next);
    await tx.siteSpace.update({ where: { id: siteSpace.id }, data: { customization: overridden ? (next as Prisma.InputJsonObject) : Prisma.DbNull } });
    await recordEvent(tx, 'site-space', 'customization-updated', {
      aggregateId: siteSpace.id,
      organizationId: siteSpace.organizationId,
      data: { id: siteSpace.id, siteId: siteSpace.siteId, fields: Object.keys(patch), hasOverrides: overridden, actorId },
    });
    return next;
  });
}

/** Removes every override of the site space; nothing to remove writes nothing. */
export async function siteSpaceCustomizationDeleter(db: PrismaClient, siteSpace: SiteSpace, actorId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const { count } = await tx.siteSpace.updateMany({
      where: { id: siteSpace.id, customization: { not: Prisma.DbNull } },
      data: { customization: Prisma.DbNull },
    });
    if (count === 0) return;
    await recordEvent(tx, 'site-space', 'customization-updated', {
      aggregateId: siteSpace.id,
      organizationId: siteSpace.organizationId,
      data: { id: siteSpace.id, siteId: siteSpace.siteId, fields: [], hasOverrides: false, actorId },
    });
  });
}
