import {
  baseConfig,
  closeChannels,
  createLogger,
  databaseUrlFor,
  grpcPort,
  loadConfig,
  runUntilSignal,
} from '@quire/shared';
import { z } from 'zod';
import { startIdentityService } from './service';

/** "true"/"false" (or 1/0) from the environment. */
const ZFlag = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

async function main(): Promise<void> {
  const config = loadConfig({
    ...baseConfig,
    GRPC_PORT: grpcPort('identity'),
    /** Lets any signed-in user create organizations with POST /v1/orgs. */
    QUIRE_ALLOW_ORG_CREATION: ZFlag.default(true),
  });
  const logger = createLogger('identity', config.LOG_LEVEL);
  const service = await startIdentityService({
    databaseUrl: databaseUrlFor(config.DATABASE_URL, 'identity'),
    natsUrl: config.NATS_URL,
    host: config.GRPC_HOST,
    port: config.GRPC_PORT,
    publicUrl: config.QUIRE_PUBLIC_URL,
    appUrl: config.QUIRE_APP_URL,
    contentGrpcUrl: config.CONTENT_GRPC_URL,
    grpcDeadlineMs: config.GRPC_DEADLINE_MS,
    allowOrganizationCreation: config.QUIRE_ALLOW_ORG_CREATION,
    logger,
  });
  runUntilSignal(async () => {
    await service.stop();
    closeChannels();
  }, logger);
}

main().catch((error: unknown) => {
  process.stderr.write(`identity failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
