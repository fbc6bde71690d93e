import type { PrismaClient } from '../../db';
import { recordEvent } from '../../lib/events';

/**
 * Uninstalls: the installation and its tokens (foreign key ON DELETE CASCADE) go in one
 * statement, with the event. Tokens already resolved by the gateway stop working at their
 * next request: the gateway drops their cached principals (docs/gateway.md "Principal cache"). Answers false when it was already gone.
 */
export async function installationRemover(
  db: PrismaClient,
  { installationId, integrationId, integrationName, actorId }: { installationId: string; integrationId: string; integrationName: string; actorId: string },
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const [removed] = await tx.$queryRaw<{ organization_id: string }[]>`
      DELETE FROM integration_installations WHERE id = ${installationId} AND integration_id = ${integrationId}
      RETURNING organization_id`;
    if (!removed) return false;
    const organizationId = removed.organization_id;
    await recordEvent(tx, 'integration-installation', 'deleted', {
      aggregateId: installationId,
      organizationId,
      data: { installationId, integrationId, integration: integrationName, organizationId, actorId },
    });
    return true;
  });
}
