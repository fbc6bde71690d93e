import { notFound } from '@quire/shared';
import type { PrismaClient } from '../../db';
import type { MemberRole } from '../../generated/prisma/client';
import { recordEvent } from '../../lib/events';
import { samlProviderSelect, type SamlProviderRow } from '../queries';
import type { ProviderSettings } from '../validation';
import { changedFields, providerSettingsData, requireOrganizationTeam } from './provider-settings';

export type SamlProviderChanges = {
  organizationId: string;
  samlProviderId: string;
  label?: string;
  settings: ProviderSettings;
  /** undefined: unchanged; null: guests. */
  defaultRole: MemberRole | null | undefined;
};

export async function samlProviderUpdater(
  db: PrismaClient,
  { organizationId, samlProviderId, label, settings, defaultRole }: SamlProviderChanges,
): Promise<SamlProviderRow> {
  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM saml_providers WHERE id = ${samlProviderId} AND organization_id = ${organizationId} FOR UPDATE`;
    if (locked.length === 0) throw notFound('SAML provider not found');
    if (settings.defaultTeamId) await requireOrganizationTeam(tx, organizationId, settings.defaultTeamId);
    const provider = await tx.samlProvider.update({
      where: { id: samlProviderId },
      data: {
        ...(label !== undefined && { label }),
        ...(defaultRole !== undefined && { defaultRole }),
        ...providerSettingsData(settings),
      },
      select: samlProviderSelect,
    });
    const changes = [
      ...(label !== undefined ? ['label'] : []),
      ...(defaultRole !== undefined ? ['defaultRole'] : []),
      ...changedFields(settings),
    ];
    if (changes.length > 0) {
      await recordEvent(tx, 'saml-provider', 'updated', {
        aggregateId: samlProviderId,
        organizationId,
        data: { organizationId, samlProviderId, changes, ...(defaultRole !== undefined && { defaultRole }) },
      });
    }
    return provider;
  });
}
