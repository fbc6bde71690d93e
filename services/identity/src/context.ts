import type { Logger, SecretBox } from '@quire/shared';
import type { ContentEmbeds, SpaceCounts } from './clients/content';
import type { PrismaClient } from './db';
import type { Mailer } from './lib/mailer';
import type { PublicUrls } from './lib/urls';
import type { SsoSettings } from './sso/settings';

/** Deployment settings handlers consult. */
export type IdentitySettings = {
  /** Whether signed-in users may create organizations (POST /v1/orgs). */
  allowOrganizationCreation: boolean;
  /** Members an organization may add by email (AddMemberByEmail) per rolling 24 hours. */
  memberEmailAdditionsPerDay: number;
  /** SAML logins: token lifetime, return URL, request signing (docs/sso.md). */
  sso: SsoSettings;
  /** Seals integration secrets and OIDC client secrets (QUIRE_SECRETS_KEY); undefined: no key, secrets are refused (docs/integrations.md, docs/sso.md). */
  secrets: SecretBox | undefined;
};

/** What handlers share, built once by startIdentityService. */
export type IdentityContext = {
  db: PrismaClient;
  urls: PublicUrls;
  spaces: SpaceCounts;
  /** Spaces and collections invite links embed. */
  content: ContentEmbeds;
  /** Invitation emails; undefined without QUIRE_SMTP_URL (the links are still answered and listed). */
  mailer: Mailer | undefined;
  settings: IdentitySettings;
  logger: Logger;
};
