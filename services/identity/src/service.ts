import path from 'node:path';
import { identityV1 } from '@quire/proto';
import {
  ensureDatabase,
  grpcService,
  migrate,
  startGrpcServer,
  startOutboxRelay,
  type Logger,
} from '@quire/shared';
import { createContentSpaceCounts } from './clients/content';
import { createPrismaClient } from './db';
import type { IdentityDeps } from './deps';
import { identityAdminService, identityService } from './handlers';

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
  /** Whether signed-in users may create organizations (POST /v1/orgs); default true. */
  allowOrganizationCreation?: boolean;
  logger: Logger;
};

export type RunningIdentityService = { port: number; stop(): Promise<void> };

const MIGRATIONS_DIR = path.join(__dirname, '..', 'prisma', 'migrations');

export async function startIdentityService(options: IdentityServiceOptions): Promise<RunningIdentityService> {
  const { databaseUrl, natsUrl, logger } = options;
  await ensureDatabase(databaseUrl);
  await migrate({ databaseUrl, migrationsDir: MIGRATIONS_DIR, logger });

  const prisma = createPrismaClient(databaseUrl);
  const deps: IdentityDeps = {
    prisma,
    urls: { publicUrl: options.publicUrl.replace(/\/+$/, ''), appUrl: options.appUrl.replace(/\/+$/, '') },
    spaces: createContentSpaceCounts(options.contentGrpcUrl, { deadlineMs: options.grpcDeadlineMs }),
    settings: { allowOrganizationCreation: options.allowOrganizationCreation ?? true },
    logger,
  };
  const relay = startOutboxRelay({ databaseUrl, natsUrl, service: 'identity', logger });
  let server;
  try {
    server = await startGrpcServer({
      name: 'identity',
      host: options.host,
      port: options.port,
      logger,
      services: [
        grpcService(identityV1.AuthServiceDefinition, identityService(deps)),
        grpcService(identityV1.UserServiceDefinition, identityService(deps)),
        grpcService(identityV1.OrganizationServiceDefinition, identityService(deps)),
        grpcService(identityV1.MemberServiceDefinition, identityService(deps)),
        grpcService(identityV1.TeamServiceDefinition, identityService(deps)),
        grpcService(identityV1.AdminServiceDefinition, identityAdminService(deps)),
      ],
    });
  } catch (error) {
    await relay.stop();
    await prisma.$disconnect();
    throw error;
  }
  const running = server;

  return {
    port: running.port,
    async stop() {
      await running.shutdown();
      await relay.stop();
      await prisma.$disconnect();
    },
  };
}
