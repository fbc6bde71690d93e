import type { PrismaClient } from '../../db';
import { recordEvent } from '../../lib/events';

/**
 * Unpublishes: the integration leaves the catalog, takes no new installation, and the runtime
 * invokes it no more (its integration tokens stop authenticating); its installations and their
 * space and site installations keep their data, for a publish that brings it back. The row is
 * changed only while it is published, so two unpublishes answer true once. With its event.
 */
export async function integrationUnpublisher(db: PrismaClient, { integrationId, actorId }: { integrationId: string; actorId: string }): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ name: string; organization_id: string }[]>`
      UPDATE integrations SET unpublished_at = now(), dev_tunnel_url = NULL, dev_all = false, updated_at = now()
      WHERE id = ${integrationId} AND unpublished_at IS NULL
      RETURNING name, organization_id`;
    if (!row) return false;
    await recordEvent(tx, 'integration', 'unpublished', {
      aggregateId: integrationId,
      organizationId: row.organization_id,
      data: { integrationId, integration: row.name, organizationId: row.organization_id, actorId },
    });
    return true;
  });
}

/**
 * Development mode (`gitbook dev`): the runtime sends the integration's invocations to
 * `tunnelUrl` instead of running its published script (those of its own organization, or
 * every organization's with `all`); `tunnelUrl: null` turns it off. With its event, which the
 * runtime follows.
 */
export async function integrationDevelopmentModeSetter(
  db: PrismaClient,
  { integrationId, tunnelUrl, all, actorId }: { integrationId: string; tunnelUrl: string | null; all: boolean; actorId: string },
): Promise<void> {
  await db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ name: string; organization_id: string }[]>`
      UPDATE integrations SET dev_tunnel_url = ${tunnelUrl}, dev_all = ${all}, updated_at = now()
      WHERE id = ${integrationId}
      RETURNING name, organization_id`;
    if (!row) return;
    await recordEvent(tx, 'integration', tunnelUrl === null ? 'dev-mode-disabled' : 'dev-mode-set', {
      aggregateId: integrationId,
      organizationId: row.organization_id,
      data: { integrationId, integration: row.name, organizationId: row.organization_id, actorId, ...(tunnelUrl !== null && { tunnelUrl, all }) },
    });
  });
}
