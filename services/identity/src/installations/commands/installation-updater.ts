import { notFound } from '@quire/shared';
import type { Prisma, PrismaClient } from '../../db';
import type { InstallationSelection } from '../../generated/prisma/client';
import { recordEvent } from '../../lib/events';
import { checkInstallationConfiguration } from '../configuration';
import { checkGrantedScopes } from '../scopes';
import { installationSelect, type InstallationRow } from '../queries';

export type InstallationChanges = {
  externalIds?: string[];
  configuration?: Record<string, unknown>;
  spaceSelection?: InstallationSelection;
  siteSelection?: InstallationSelection;
  /** The scopes granted, replacing the stored ones (admins of the installing organization only). */
  scopes?: string[];
};

/**
 * Applies the fields sent, with an `integration-installation.updated` event naming them. The
 * configuration is checked against the integration's account schema inside the transaction,
 * with the integration's row locked (FOR SHARE): a publish changing the schema at the same
 * moment waits, so what is stored always passed the schema it was checked against. Granted
 * scopes are checked against the scopes the integration asks for under the same lock.
 */
export async function installationUpdater(
  db: PrismaClient,
  { installationId, integrationId, changes }: { installationId: string; integrationId: string; changes: InstallationChanges },
): Promise<InstallationRow> {
  return db.$transaction(async (tx) => {
    const [integration] = await tx.$queryRaw<{ name: string; configurations: unknown; scopes: string[] }[]>`
      SELECT name, configurations, scopes FROM integrations WHERE id = ${integrationId} FOR SHARE`;
    if (!integration) throw notFound('No matching integration found for given name');
    if (changes.configuration !== undefined) checkInstallationConfiguration(changes.configuration, integration.configurations);
    if (changes.scopes !== undefined) checkGrantedScopes(changes.scopes, integration.scopes, integration.name);
    const data = {
      ...(changes.externalIds !== undefined && { externalIds: changes.externalIds }),
      ...(changes.configuration !== undefined && { configuration: changes.configuration as Prisma.InputJsonObject }),
      ...(changes.spaceSelection !== undefined && { spaceSelection: changes.spaceSelection }),
      ...(changes.siteSelection !== undefined && { siteSelection: changes.siteSelection }),
      ...(changes.scopes !== undefined && { scopes: changes.scopes }),
    };
    const updated = await tx.integrationInstallation.updateMany({ where: { id: installationId, integrationId }, data });
    if (updated.count === 0) throw notFound('Integration installation not found');
    const installation = await tx.integrationInstallation.findUniqueOrThrow({ where: { id: installationId }, select: installationSelect });
    await recordEvent(tx, 'integration-installation', 'updated', {
      aggregateId: installationId,
      organizationId: installation.organizationId,
      // Field names only: configurations may hold what an integration keeps private.
      data: {
        installationId,
        integrationId,
        organizationId: installation.organizationId,
        changes: Object.keys(data),
        ...(changes.scopes !== undefined && { scopes: installation.scopes }),
      },
    });
    return installation;
  });
}
