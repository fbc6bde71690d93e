import { isDeepStrictEqual } from 'node:util';
import { notFound } from '@quire/shared';
import { SITE_SPACE_NOT_FOUND } from '../../access/load';
import { Prisma, type PrismaClient } from '../../db';
import type { SiteSpace } from '../../generated/prisma/client';
import { recordEvent } from '../../lib/events';
import { assertStorable, type JsonObject } from '../schema';
import { applyOverrides, hasOverrides } from '../settings';

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
