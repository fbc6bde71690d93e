import { baseConfig, closeChannels, createLogger, databaseUrlFor, grpcPort, loadConfig, runUntilSignal } from '@quire/shared';
import { startContentService } from './service';

async function main(): Promise<void> {
  const config = loadConfig({ ...baseConfig, GRPC_PORT: grpcPort('content') });
  const logger = createLogger('content', config.LOG_LEVEL);
  const service = await startContentService({
    databaseUrl: databaseUrlFor(config.DATABASE_URL, 'content'),
    natsUrl: config.NATS_URL,
    host: config.GRPC_HOST,
    port: config.GRPC_PORT,
    publicUrl: config.QUIRE_PUBLIC_URL,
    appUrl: config.QUIRE_APP_URL,
    identityGrpcUrl: config.IDENTITY_GRPC_URL,
    deadlineMs: config.GRPC_DEADLINE_MS,
    logger,
  });
  runUntilSignal(async () => {
    await service.stop();
    closeChannels();
  }, logger);
}

main().catch((error: unknown) => {
  process.stderr.write(`content service failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
