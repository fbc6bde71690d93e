import { alreadyExists, newId, notFound, permissionDenied } from '@quire/shared';
import { isUniqueViolation, type PrismaClient } from '../../db';
import { recordEvent } from '../../lib/events';
import { installationSelect, type InstallationRow } from '../queries';

/**
 * Installs an integration in an organization with its event. An organization has one
 * installation of an integration (unique index): a second is ALREADY_EXISTS, also when two
 * arrive at once. The integration's row is locked (FOR SHARE) while the rule "a private
 * integration goes into its own organization only" is checked again, so a publish making it
 * private at that moment cannot let an installation through. The installing admin grants the
 * scopes the integration asks for at that moment, read under the same lock.
 */
export const PRIVATE_INTEGRATION_ELSEWHERE = 'A private integration can only be installed in the organization that publishes it';

export async function installationCreator(
  db: PrismaClient,
  { integrationId, integrationName, organizationId, actorId }: { integrationId: string; integrationName: string; organizationId: string; actorId: string },
): Promise<InstallationRow> {
  try {
    return await db.$transaction(async (tx) => {
      const [integration] = await tx.$queryRaw<{ visibility: string; organization_id: string; scopes: string[] }[]>`
        SELECT visibility::text AS visibility, organization_id, scopes FROM integrations WHERE id = ${integrationId} AND unpublished_at IS NULL FOR SHARE`;
      if (!integration) throw notFound('No matching integration found for given name');
      if (integration.visibility === 'private' && integration.organization_id !== organizationId) {
        throw permissionDenied(PRIVATE_INTEGRATION_ELSEWHERE);
      }
      const installation = await tx.integrationInstallation.create({
        data: { id: newId(), integrationId, organizationId, scopes: integration.scopes },
        select: installationSelect,
      });
      await recordEvent(tx, 'integration-installation', 'created', {
        aggregateId: installation.id,
        organizationId,
        data: { installationId: installation.id, integrationId, integration: integrationName, organizationId, actorId, scopes: installation.scopes },
      });
      return installation;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists(`The integration "${integrationName}" is already installed in this organization`);
    throw error;
  }
}
