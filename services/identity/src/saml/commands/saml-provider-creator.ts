import { invalidArgument, newId } from '@quire/shared';
import type { PrismaClient } from '../../db';
import type { MemberRole } from '../../generated/prisma/client';
import { recordEvent } from '../../lib/events';
import { lockOrganization } from '../../lib/organization-lock';
import { samlProviderSelect, type SamlProviderRow } from '../queries';
import { MAX_SAML_PROVIDERS_PER_ORGANIZATION, type ProviderSettings } from '../validation';
import { changedFields, providerSettingsData, requireOrganizationTeam } from './provider-settings';

export type NewSamlProvider = {
  organizationId: string;
  label: string;
  settings: ProviderSettings;
  /** undefined: the organization's default role; null: guests. */
  defaultRole: MemberRole | null | undefined;
};

export async function samlProviderCreator(
  db: PrismaClient,
  { organizationId, label, settings, defaultRole }: NewSamlProvider,
): Promise<SamlProviderRow> {
  return db.$transaction(async (tx) => {
    // Serializes creations, so that concurrent ones cannot pass the per-organization limit.
    await lockOrganization(tx, organizationId);
    const existing = await tx.samlProvider.count({ where: { organizationId } });
    if (existing >= MAX_SAML_PROVIDERS_PER_ORGANIZATION) {
      throw invalidArgument(`An organization can have at most ${MAX_SAML_PROVIDERS_PER_ORGANIZATION} SAML providers`);
    }
    if (settings.defaultTeamId) await requireOrganizationTeam(tx, organizationId, settings.defaultTeamId);
    const role =
      defaultRole !== undefined
        ? defaultRole
        : (await tx.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { defaultRole: true } })).defaultRole;
    const provider = await tx.samlProvider.create({
      data: { id: newId(), organizationId, label, defaultRole: role, ...providerSettingsData(settings) },
      select: samlProviderSelect,
    });
    await recordEvent(tx, 'saml-provider', 'created', {
      aggregateId: provider.id,
      organizationId,
      data: { organizationId, samlProviderId: provider.id, label, defaultRole: role, settings: changedFields(settings) },
    });
    return provider;
  });
}
