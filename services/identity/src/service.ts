import path from 'node:path';
import { identityV1 } from '@quire/proto';
import { grpcService, startService, type Logger } from '@quire/shared';
import { adminService } from './admin';
import { authService } from './auth';
import { createContentSpaceCounts } from './clients/content';
import type { IdentityContext } from './context';
import { createPrismaClient } from './db';
import { identityInternalService } from './internal';
import { memberService } from './members';
import { organizationService } from './organizations';
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
  /** Deadline of calls to other services. */
  grpcDeadlineMs?: number;
  /** Whether signed-in users may create organizations (POST /v1/orgs); default false. */
  allowOrganizationCreation?: boolean;
  /** Members an organization may add by email per rolling 24 hours; default 100. */
  memberEmailAdditionsPerDay?: number;
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
        settings: {
          allowOrganizationCreation: options.allowOrganizationCreation ?? false,
          memberEmailAdditionsPerDay: options.memberEmailAdditionsPerDay ?? DEFAULT_MEMBER_EMAIL_ADDITIONS_PER_DAY,
        },
        logger,
      };
      return { context, close: () => db.$disconnect() };
    },
    services: (context) => [
      grpcService(identityV1.AuthServiceDefinition, authService(context)),
      grpcService(identityV1.UserServiceDefinition, userService(context)),
      grpcService(identityV1.OrganizationServiceDefinition, organizationService(context)),
      grpcService(identityV1.MemberServiceDefinition, memberService(context)),
      grpcService(identityV1.TeamServiceDefinition, teamService(context)),
      grpcService(identityV1.AdminServiceDefinition, adminService(context)),
      grpcService(identityV1.IdentityInternalServiceDefinition, identityInternalService(context)),
    ],
  });
}
