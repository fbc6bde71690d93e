import { invalidArgument } from '@quire/shared';
import type { TransactionClient } from '../../db';
import type { ProviderSettings } from '../validation';

/**
 * Checks the default team inside the writing transaction and locks it (FOR SHARE) until the
 * transaction ends, so that a team deleted meanwhile cannot leave the provider pointing at it.
 */
export async function requireOrganizationTeam(tx: TransactionClient, organizationId: string, teamId: string): Promise<void> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM teams WHERE id = ${teamId} AND organization_id = ${organizationId} FOR SHARE`;
  if (rows.length === 0) throw invalidArgument('defaultTeam: is not a team of this organization');
}

type ProviderSettingsColumns = {
  entityId?: string | null;
  ssoUrl?: string | null;
  certificate?: string | null;
  certificateNotBefore?: Date | null;
  certificateNotAfter?: Date | null;
  defaultTeamId?: string | null;
};

/** The columns a set of checked settings writes (only the settings given). */
export function providerSettingsData(settings: ProviderSettings): ProviderSettingsColumns {
  const data: ProviderSettingsColumns = {};
  if (settings.entityId !== undefined) data.entityId = settings.entityId;
  if (settings.ssoUrl !== undefined) data.ssoUrl = settings.ssoUrl;
  if (settings.certificate !== undefined) {
    data.certificate = settings.certificate?.pem ?? null;
    data.certificateNotBefore = settings.certificate?.notBefore ?? null;
    data.certificateNotAfter = settings.certificate?.notAfter ?? null;
  }
  if (settings.defaultTeamId !== undefined) data.defaultTeamId = settings.defaultTeamId;
  return data;
}

/** The contract's names of the settings given, for events. */
export function changedFields(settings: ProviderSettings): string[] {
  const names: [keyof ProviderSettings, string][] = [
    ['entityId', 'entityID'],
    ['ssoUrl', 'ssoURL'],
    ['certificate', 'certificate'],
    ['defaultTeamId', 'defaultTeam'],
  ];
  return names.filter(([key]) => settings[key] !== undefined).map(([, name]) => name);
}
