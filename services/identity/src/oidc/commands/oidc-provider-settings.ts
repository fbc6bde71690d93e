import { failedPrecondition, type SecretBox } from '@quire/shared';
import type { OidcSettings } from '../validation';

/** The additional data a sealed client secret is bound to: it opens for this provider only. */
export const clientSecretContext = (oidcProviderId: string) => `oidc-client-secret:${oidcProviderId}`;

type OidcSettingsColumns = {
  issuer?: string;
  clientId?: string | null;
  clientSecretSealed?: Uint8Array<ArrayBuffer> | null;
  allowedEmailDomains?: string[];
  defaultTeamId?: string | null;
};

/**
 * The columns a set of checked settings writes (only the settings given). A client secret is
 * sealed with QUIRE_SECRETS_KEY, bound to the provider's id; without a key it is refused and
 * nothing is stored in clear.
 */
export function oidcSettingsData(settings: OidcSettings, oidcProviderId: string, secrets: SecretBox | undefined): OidcSettingsColumns {
  const data: OidcSettingsColumns = {};
  if (settings.issuer !== undefined) data.issuer = settings.issuer;
  if (settings.clientId !== undefined) data.clientId = settings.clientId;
  if (settings.clientSecret !== undefined) {
    if (settings.clientSecret === null) data.clientSecretSealed = null;
    else {
      if (!secrets) throw failedPrecondition('clientSecret: cannot be stored: the operator has not configured QUIRE_SECRETS_KEY');
      data.clientSecretSealed = new Uint8Array(secrets.seal(Buffer.from(settings.clientSecret, 'utf8'), clientSecretContext(oidcProviderId)));
    }
  }
  if (settings.allowedEmailDomains !== undefined) data.allowedEmailDomains = settings.allowedEmailDomains;
  if (settings.defaultTeamId !== undefined) data.defaultTeamId = settings.defaultTeamId;
  return data;
}

/** The names of the settings given, for events (never a value of the secret). */
export function changedOidcFields(settings: OidcSettings): string[] {
  const names: [keyof OidcSettings, string][] = [
    ['issuer', 'issuer'],
    ['clientId', 'clientId'],
    ['clientSecret', 'clientSecret'],
    ['allowedEmailDomains', 'allowedEmailDomains'],
    ['defaultTeamId', 'defaultTeam'],
  ];
  return names.filter(([key]) => settings[key] !== undefined).map(([, name]) => name);
}
