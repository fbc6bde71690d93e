import path from 'node:path';
import { startService, type Logger } from '@quire/shared';

export type InsightsServiceOptions = {
  host: string;
  port: number;
  logger: Logger;
  /** This service's own database (`quire_insights`); created and migrated on start. */
  databaseUrl: string;
};

export type RunningInsightsService = {
  /** The bound gRPC port (the real one when 0 was asked for). */
  port: number;
  stop(): Promise<void>;
};

/** Resolves from both src/ (tests) and dist/ (built). */
const MIGRATIONS_DIR = path.join(__dirname, '..', 'prisma', 'migrations');

/**
 * Insights owns conversations, their issues and issue clusters. Its schema is not written yet:
 * it already creates and migrates its database so that the first migration lands on a
 * wired service, and it answers gRPC health so deployments can probe it.
 */
export function startInsightsService({ host, port, logger, databaseUrl }: InsightsServiceOptions): Promise<RunningInsightsService> {
  return startService({
    name: 'insights',
    logger,
    databaseUrl,
    migrationsDir: MIGRATIONS_DIR,
    host,
    port,
    open: () => ({ context: {}, close: async () => undefined }),
    services: () => [],
  });
}
