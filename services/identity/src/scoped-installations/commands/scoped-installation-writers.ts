import { alreadyExists, notFound } from '@quire/shared';
import { Prisma } from '../../generated/prisma/client';
import type { PrismaClient } from '../../db';
import { checkInstallationConfiguration } from '../../installations/configuration';
import { recordEvent } from '../../lib/events';
import { delegateOf, scopedSelect, toScopedRow, type ScopedRow } from '../queries';
import { TARGETS, type TargetKind } from '../targets';

// Table and column names are these constants only, never input.
const TABLE: Record<TargetKind, Prisma.Sql> = {
  space: Prisma.raw('integration_space_installations'),
  site: Prisma.raw('integration_site_installations'),
};
const COLUMN: Record<TargetKind, Prisma.Sql> = { space: Prisma.raw('space_id'), site: Prisma.raw('site_id') };

type Installation = { installationId: string; integrationId: string; integrationName: string };

/**
 * Enables an installation on a space (site) of its organization, with its event. The
 * installation's row and its integration's are locked (FOR SHARE) while the row is written: an
 * uninstall or an unpublish at that moment either waits or has happened (NOT_FOUND). A second
 * time is ALREADY_EXISTS (primary key), also when two arrive at once.
 */
export async function scopedInstaller(
  db: PrismaClient,
  kind: TargetKind,
  { installationId, integrationId, integrationName, targetId, actorId }: Installation & { targetId: string; actorId: string },
): Promise<ScopedRow> {
  return db.$transaction(async (tx) => {
    const [installation] = await tx.$queryRaw<{ organization_id: string }[]>`
      SELECT i.organization_id FROM integration_installations i JOIN integrations g ON g.id = i.integration_id
      WHERE i.id = ${installationId} AND i.integration_id = ${integrationId} AND g.unpublished_at IS NULL
      FOR SHARE`;
    if (!installation) throw notFound('Integration installation not found');
    const organizationId = installation.organization_id;
    const inserted = await tx.$executeRaw`
      INSERT INTO ${TABLE[kind]} (installation_id, ${COLUMN[kind]}, integration_id, organization_id)
      VALUES (${installationId}, ${targetId}, ${integrationId}, ${organizationId})
      ON CONFLICT DO NOTHING`;
    if (inserted === 0) throw alreadyExists(`The integration "${integrationName}" is already installed on this ${kind}`);
    const row = await delegateOf(tx, kind).findFirst({
      where: { installationId, [TARGETS[kind].field]: targetId },
      select: scopedSelect(kind),
    });
    await recordEvent(tx, TARGETS[kind].resource, 'created', {
      aggregateId: installationId,
      organizationId,
      data: { installationId, integrationId, integration: integrationName, organizationId, [TARGETS[kind].field]: targetId, actorId },
    });
    return toScopedRow(kind, row!);
  });
}

export type ScopedChanges = { externalIds?: string[]; configuration?: Record<string, unknown> };

/**
 * Applies the fields sent, with an event naming them (never the configuration's values). The
 * configuration is checked against the integration's space (site) schema with the integration's
 * row locked (FOR SHARE), so a publish changing the schema at that moment waits.
 */
export async function scopedUpdater(
  db: PrismaClient,
  kind: TargetKind,
  { installationId, integrationId, integrationName, targetId, changes }: Installation & { targetId: string; changes: ScopedChanges },
): Promise<ScopedRow> {
  return db.$transaction(async (tx) => {
    const [integration] = await tx.$queryRaw<{ configurations: unknown }[]>`
      SELECT configurations FROM integrations WHERE id = ${integrationId} FOR SHARE`;
    if (!integration) throw notFound('No matching integration found for given name');
    if (changes.configuration !== undefined) checkInstallationConfiguration(changes.configuration, integration.configurations, TARGETS[kind].level);
    const configuration = changes.configuration !== undefined ? JSON.stringify(changes.configuration) : null;
    const externalIds = changes.externalIds ?? null;
    const [updated] = await tx.$queryRaw<{ organization_id: string }[]>`
      UPDATE ${TABLE[kind]} SET
        configuration = COALESCE(${configuration}::jsonb, configuration),
        external_ids = COALESCE(${externalIds}::text[], external_ids),
        updated_at = now()
      WHERE installation_id = ${installationId} AND ${COLUMN[kind]} = ${targetId}
      RETURNING organization_id`;
    if (!updated) throw notFound(TARGETS[kind].installationNotFound);
    const row = await delegateOf(tx, kind).findFirst({
      where: { installationId, [TARGETS[kind].field]: targetId },
      select: scopedSelect(kind),
    });
    await recordEvent(tx, TARGETS[kind].resource, 'updated', {
      aggregateId: installationId,
      organizationId: updated.organization_id,
      data: {
        installationId,
        integrationId,
        integration: integrationName,
        organizationId: updated.organization_id,
        [TARGETS[kind].field]: targetId,
        changes: Object.keys(changes).filter((key) => changes[key as keyof ScopedChanges] !== undefined),
      },
    });
    return toScopedRow(kind, row!);
  });
}

/** Removes it, with its event; false when there was none (the contract's 204). */
export async function scopedRemover(
  db: PrismaClient,
  kind: TargetKind,
  { installationId, integrationId, integrationName, targetId, actorId }: Installation & { targetId: string; actorId: string },
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const [removed] = await tx.$queryRaw<{ organization_id: string }[]>`
      DELETE FROM ${TABLE[kind]} WHERE installation_id = ${installationId} AND ${COLUMN[kind]} = ${targetId}
      RETURNING organization_id`;
    if (!removed) return false;
    await recordEvent(tx, TARGETS[kind].resource, 'deleted', {
      aggregateId: installationId,
      organizationId: removed.organization_id,
      data: { installationId, integrationId, integration: integrationName, organizationId: removed.organization_id, [TARGETS[kind].field]: targetId, actorId },
    });
    return true;
  });
}
