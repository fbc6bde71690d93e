import { invalidArgument, newId, type SecretBox } from '@quire/shared';
import type { PrismaClient } from '../../db';
import type { MemberRole } from '../../generated/prisma/client';
import { recordEvent } from '../../lib/events';
import { lockOrganization } from '../../lib/organization-lock';
import { requireOrganizationTeam } from '../../saml/commands/provider-settings';
import { oidcProviderSelect, type OidcProviderRow } from '../queries';
import { MAX_OIDC_PROVIDERS_PER_ORGANIZATION, type OidcSettings } from '../validation';
import { changedOidcFields, oidcSettingsData } from './oidc-provider-settings';

export type NewOidcProvider = {
  organizationId: string;
  label: string;
  issuer: string;
  settings: OidcSettings;
  /** undefined: the organization's default role; null: guests. */
  defaultRole: MemberRole | null | undefined;
  enabled: boolean;
};

export async function oidcProviderCreator(
  db: PrismaClient,
  secrets: SecretBox | undefined,
  { organizationId, label, issuer, settings, defaultRole, enabled }: NewOidcProvider,
): Promise<OidcProviderRow> {
  const id = newId();
  // Sealed before the transaction: a missing key refuses the request without opening one.
  const columns = oidcSettingsData(settings, id, secrets);
  return db.$transaction(async (tx) => {
    // Serializes creations, so that concurrent ones cannot pass the per-organization limit.
    await lockOrganization(tx, organizationId);
    const existing = await tx.oidcProvider.count({ where: { organizationId } });
    if (existing >= MAX_OIDC_PROVIDERS_PER_ORGANIZATION) {
      throw invalidArgument(`An organization can have at most ${MAX_OIDC_PROVIDERS_PER_ORGANIZATION} OIDC providers`);
    }
    if (settings.defaultTeamId) await requireOrganizationTeam(tx, organizationId, settings.defaultTeamId);
    const role =
      defaultRole !== undefined
        ? defaultRole
        : (await tx.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { defaultRole: true } })).defaultRole;
    const provider = await tx.oidcProvider.create({
      data: { id, organizationId, label, enabled, defaultRole: role, ...columns, issuer },
      select: oidcProviderSelect,
    });
    await recordEvent(tx, 'oidc-provider', 'created', {
      aggregateId: id,
      organizationId,
      data: { organizationId, oidcProviderId: id, label, issuer, defaultRole: role, enabled, settings: changedOidcFields(settings) },
    });
    return provider;
  });
}
