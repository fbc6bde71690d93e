import { baseConfig, createLogger, databaseUrlFor, grpcPort, loadConfig, runService, ZSecretsKey } from '@quire/shared';
import { z } from 'zod';
import { DEFAULT_MEMBER_EMAIL_ADDITIONS_PER_DAY, startIdentityService } from './service';
import { ssoConfig, ssoSettingsFromConfig } from './sso/settings';

/** "true"/"false" (or 1/0) from the environment. */
const ZFlag = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

const config = loadConfig({
  ...baseConfig,
  GRPC_PORT: grpcPort('identity'),
  /** Lets any signed-in user create organizations with POST /v1/orgs (off unless set). */
  QUIRE_ALLOW_ORG_CREATION: ZFlag.default(false),
  /** Members an organization may add by email (POST /v1/orgs/{id}/members) per 24 hours. */
  QUIRE_MEMBER_EMAIL_ADDITIONS_PER_DAY: z.coerce.number().int().min(0).default(DEFAULT_MEMBER_EMAIL_ADDITIONS_PER_DAY),
  ...ssoConfig,
  /** Key integration secrets are sealed with: 32 bytes, hex or base64 (docs/integrations.md). */
  QUIRE_SECRETS_KEY: ZSecretsKey.optional(),
  /** SMTP server invitation emails go through (smtp:// or smtps://, credentials in the URL); unset: none are mailed. */
  QUIRE_SMTP_URL: z
    .union([z.literal(''), z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')])
    .optional()
    .transform((url) => url || undefined),
  /** Sender of invitation emails. */
  QUIRE_SMTP_FROM: z.string().min(3).default('Quire <no-reply@localhost>'),
});
const logger = createLogger('identity', config.LOG_LEVEL);

runService(logger, () =>
  startIdentityService({
    databaseUrl: databaseUrlFor(config.DATABASE_URL, 'identity'),
    natsUrl: config.NATS_URL,
    host: config.GRPC_HOST,
    port: config.GRPC_PORT,
    publicUrl: config.QUIRE_PUBLIC_URL,
    appUrl: config.QUIRE_APP_URL,
    contentGrpcUrl: config.CONTENT_GRPC_URL,
    sitesGrpcUrl: config.SITES_GRPC_URL,
    grpcDeadlineMs: config.GRPC_DEADLINE_MS,
    allowOrganizationCreation: config.QUIRE_ALLOW_ORG_CREATION,
    memberEmailAdditionsPerDay: config.QUIRE_MEMBER_EMAIL_ADDITIONS_PER_DAY,
    sso: ssoSettingsFromConfig(config),
    secretsKey: config.QUIRE_SECRETS_KEY,
    smtpUrl: config.QUIRE_SMTP_URL,
    smtpFrom: config.QUIRE_SMTP_FROM,
    logger,
  }),
);
