import { PrismaPg } from '@prisma/adapter-pg';
import { createPgPool, databaseUnavailableReason } from '@quire/shared';
import { BASE_DATABASE_URL } from '@quire/shared/testing';
import { PrismaClient } from '../db';

// Under load every pooled connection can be taken: a transaction that cannot start within its
// maxWait is the database being unavailable for now (a retry may succeed), which the gRPC
// server answers UNAVAILABLE and the gateway 503, not an internal error.
describe('a transaction that waits too long for a pooled connection', () => {
  it('is reported as the database being unavailable, unlike a transaction past its own timeout', async () => {
    // Only `SELECT 1` runs: the server's default database will do.
    const db = new PrismaClient({ adapter: new PrismaPg(createPgPool(BASE_DATABASE_URL, { max: 1 }), { disposeExternalPool: true }) });
    try {
      // The holding transaction signals once it has the only connection, and waits on a gate
      // that exists before it starts: on a loaded machine it may take well over 100 ms to begin.
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let held: () => void = () => undefined;
      const holdingConnection = new Promise<void>((resolve) => (held = resolve));
      const holding = db.$transaction(
        async (tx) => {
          await tx.$queryRaw`SELECT 1`;
          held();
          await gate;
        },
        { maxWait: 20_000, timeout: 20_000 },
      );
      await Promise.race([holdingConnection, holding]);
      const waited = await db.$transaction(async (tx) => tx.$queryRaw`SELECT 1`, { maxWait: 100 }).catch((error: unknown) => error);
      release();
      await holding;
      expect((waited as { code?: string }).code).toBe('P2028');
      expect(databaseUnavailableReason(waited)).toBe('P2028');

      const expired = await db
        .$transaction(async (tx) => {
          await new Promise((resolve) => setTimeout(resolve, 200));
          await tx.$queryRaw`SELECT 1`;
        }, { timeout: 50 })
        .catch((error: unknown) => error);
      expect((expired as { code?: string }).code).toBe('P2028');
      expect(databaseUnavailableReason(expired)).toBeUndefined();
    } finally {
      await db.$disconnect();
    }
  });
});
