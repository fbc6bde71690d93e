import path from 'node:path';
import { identityV1, installationsV1, invitesV1 } from '@quire/proto';
import { grpcService, SecretBox, startService, type Logger } from '@quire/shared';
import { adminService } from './admin';
import { authService } from './auth';
import { forUsersOnly } from './access/user-callers';
import { createContentEmbeds, createContentSpaceCounts } from './clients/content';
import { createSiteEmbeds } from './clients/sites';
import type { IdentityContext } from './context';
import { createPrismaClient } from './db';
import { integrationInstallationService } from './installations';
import { integrationSiteInstallationService, integrationSpaceInstallationService } from './scoped-installations';
import { integrationService } from './integrations';
import { organizationInviteService } from './invites';
import { createMailer } from './lib/mailer';
import { identityInternalService, memberAccessInternalService } from './internal';
import { renderTargetInternalService } from './render-targets';
import { memberService } from './members';
import { oidcProviderService } from './oidc';
import { organizationService } from './organizations';
import { samlProviderService } from './saml';
import { ssoService } from './sso';
import { ssoSettings, type SsoSettings } from './sso/settings';
import { teamService } from './teams';
import { userService } from './users';

export type IdentityServiceOptions = {
  /** This service's own database (`quire_identity`); created and migrated on start. */
  databaseUrl: string;
  natsUrl: string;
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** Base of API URLs in `urls.location`. */
  publicUrl: string;
  /** Base of application URLs in `urls.app`. */
  appUrl: string;
  /** host:port of the content service (space counts of teams and members). */
  contentGrpcUrl: string;
  /** The sites service (site installations of integrations check and embed sites). */
  sitesGrpcUrl: string;
  /** Deadline of calls to other services. */
  grpcDeadlineMs?: number;
  /** Whether signed-in users may create organizations (POST /v1/orgs); default false. */
  allowOrganizationCreation?: boolean;
  /** Members an organization may add by email per rolling 24 hours; default 100. */
  memberEmailAdditionsPerDay?: number;
  /** SAML and OIDC logins (docs/sso.md); the token lifetime defaults to one hour. */
  sso?: Partial<SsoSettings>;
  /**
   * The 32-byte key integration secrets are sealed with (QUIRE_SECRETS_KEY). Without one, a
   * publish with secrets is refused (FAILED_PRECONDITION) and nothing is stored in clear.
   */
  secretsKey?: Buffer;
  /** QUIRE_SMTP_URL: invitation emails are sent through this SMTP server; none: not mailed. */
  smtpUrl?: string;
  /** QUIRE_SMTP_FROM: the sender of invitation emails; default "Quire <no-reply@localhost>". */
  smtpFrom?: string;
  logger: Logger;
};

export type RunningIdentityService = { port: number; context: IdentityContext; stop(): Promise<void> };

export const DEFAULT_MEMBER_EMAIL_ADDITIONS_PER_DAY = 100;

const MIGRATIONS_DIR = path.join(__dirname, '..', 'prisma', 'migrations');

export function startIdentityService(options: IdentityServiceOptions): Promise<RunningIdentityService> {
  const { databaseUrl, logger } = options;
  return startService<IdentityContext>({
    name: 'identity',
    logger,
    databaseUrl,
    migrationsDir: MIGRATIONS_DIR,
    host: options.host,
    port: options.port,
    relay: { natsUrl: options.natsUrl },
    open() {
      const db = createPrismaClient(databaseUrl);
      const context: IdentityContext = {
        db,
        urls: { publicUrl: options.publicUrl.replace(/\/+$/, ''), appUrl: options.appUrl.replace(/\/+$/, '') },
        spaces: createContentSpaceCounts(options.contentGrpcUrl, { deadlineMs: options.grpcDeadlineMs }),
        content: createContentEmbeds(options.contentGrpcUrl, { deadlineMs: options.grpcDeadlineMs }),
        sites: createSiteEmbeds(options.sitesGrpcUrl, { deadlineMs: options.grpcDeadlineMs }),
        mailer: options.smtpUrl
          ? createMailer({ smtpUrl: options.smtpUrl, from: options.smtpFrom ?? 'Quire <no-reply@localhost>', logger })
          : undefined,
        settings: {
          allowOrganizationCreation: options.allowOrganizationCreation ?? false,
          memberEmailAdditionsPerDay: options.memberEmailAdditionsPerDay ?? DEFAULT_MEMBER_EMAIL_ADDITIONS_PER_DAY,
          sso: ssoSettings(options.sso),
          secrets: options.secretsKey ? new SecretBox(options.secretsKey) : undefined,
        },
        logger,
      };
      if (!options.secretsKey) logger.warn('QUIRE_SECRETS_KEY is not set: integrations cannot be published with secrets, OIDC providers cannot be given a client secret');
      return { context, close: () => db.$disconnect() };
    },
    services: (context) => [
      grpcService(identityV1.AuthServiceDefinition, authService(context)),
      // forUsersOnly: installation tokens are refused these services outright (docs/integrations.md).
      grpcService(identityV1.UserServiceDefinition, forUsersOnly(userService(context))),
      grpcService(identityV1.OrganizationServiceDefinition, forUsersOnly(organizationService(context))),
      grpcService(identityV1.MemberServiceDefinition, forUsersOnly(memberService(context))),
      grpcService(identityV1.TeamServiceDefinition, forUsersOnly(teamService(context))),
      grpcService(identityV1.AdminServiceDefinition, adminService(context)),
      grpcService(identityV1.IdentityInternalServiceDefinition, identityInternalService(context)),
      grpcService(identityV1.MemberAccessInternalServiceDefinition, memberAccessInternalService(context)),
      grpcService(identityV1.RenderTargetInternalServiceDefinition, renderTargetInternalService(context)),
      grpcService(identityV1.SAMLProviderServiceDefinition, forUsersOnly(samlProviderService(context))),
      grpcService(identityV1.OIDCProviderServiceDefinition, forUsersOnly(oidcProviderService(context))),
      grpcService(identityV1.SSOServiceDefinition, ssoService(context)),
      grpcService(identityV1.IntegrationServiceDefinition, integrationService(context)),
      grpcService(identityV1.IntegrationInstallationServiceDefinition, integrationInstallationService(context)),
      grpcService(installationsV1.IntegrationSpaceInstallationServiceDefinition, integrationSpaceInstallationService(context)),
      grpcService(installationsV1.IntegrationSiteInstallationServiceDefinition, integrationSiteInstallationService(context)),
      grpcService(invitesV1.OrganizationInviteServiceDefinition, forUsersOnly(organizationInviteService(context))),
    ],
  });
}
