import {
  baseConfig,
  closeChannels,
  createLogger,
  databaseUrlFor,
  grpcPort,
  loadConfig,
  runUntilSignal,
} from '@quire/shared';
import { startIdentityService } from './service';

async function main(): Promise<void> {
  const config = loadConfig({ ...baseConfig, GRPC_PORT: grpcPort('identity') });
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
