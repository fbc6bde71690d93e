import { notFound, type SecretBox } from '@quire/shared';
import type { PrismaClient } from '../../db';
import type { MemberRole } from '../../generated/prisma/client';
import { recordEvent } from '../../lib/events';
import { requireOrganizationTeam } from '../../saml/commands/provider-settings';
import { oidcProviderSelect, type OidcProviderRow } from '../queries';
import type { OidcSettings } from '../validation';
import { changedOidcFields, oidcSettingsData } from './oidc-provider-settings';

export type OidcProviderChanges = {
  organizationId: string;
  oidcProviderId: string;
  label?: string;
  settings: OidcSettings;
  /** undefined: unchanged; null: guests. */
  defaultRole: MemberRole | null | undefined;
  enabled?: boolean;
};

/**
 * A partial update under the provider's row lock: a sign-in completing meanwhile (which holds
 * the row FOR SHARE) finishes with the settings it started with, or sees the new ones. Sign-ins
 * started before a change of issuer or client finish against the provider as it is now.
 */
export async function oidcProviderUpdater(
  db: PrismaClient,
  secrets: SecretBox | undefined,
  { organizationId, oidcProviderId, label, settings, defaultRole, enabled }: OidcProviderChanges,
): Promise<OidcProviderRow> {
  const columns = oidcSettingsData(settings, oidcProviderId, secrets);
  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM oidc_providers WHERE id = ${oidcProviderId} AND organization_id = ${organizationId} FOR UPDATE`;
    if (locked.length === 0) throw notFound('OIDC provider not found');
    if (settings.defaultTeamId) await requireOrganizationTeam(tx, organizationId, settings.defaultTeamId);
    const provider = await tx.oidcProvider.update({
      where: { id: oidcProviderId },
      data: {
        ...(label !== undefined && { label }),
        ...(defaultRole !== undefined && { defaultRole }),
        ...(enabled !== undefined && { enabled }),
        ...columns,
      },
      select: oidcProviderSelect,
    });
    const changes = [
      ...(label !== undefined ? ['label'] : []),
      ...(defaultRole !== undefined ? ['defaultRole'] : []),
      ...(enabled !== undefined ? ['enabled'] : []),
      ...changedOidcFields(settings),
    ];
    if (changes.length > 0) {
      await recordEvent(tx, 'oidc-provider', 'updated', {
        aggregateId: oidcProviderId,
        organizationId,
        data: {
          organizationId,
          oidcProviderId,
          changes,
          ...(defaultRole !== undefined && { defaultRole }),
          ...(enabled !== undefined && { enabled }),
        },
      });
    }
    return provider;
  });
}
