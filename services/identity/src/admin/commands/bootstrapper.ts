import type { PrismaClient } from '../../db';
import { createOrganizationWithOwner, type CreatedOrganization, type NewOrganization } from './organization-creator';

/** Transaction-scoped advisory lock key (arbitrary, fixed) serializing bootstraps. */
const BOOTSTRAP_LOCK_KEY = 7_302_114_552;

/**
 * Creates the first organization when there is none. Two instances starting at once both
 * call this: the advisory lock makes the second wait for the first to commit, after which
 * it sees the organization and does nothing.
 */
export async function bootstrapper(db: PrismaClient, input: NewOrganization): Promise<CreatedOrganization | null> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${BOOTSTRAP_LOCK_KEY}::bigint)`;
    const existing = await tx.organization.findFirst({ select: { id: true } });
    if (existing) return null;
    return createOrganizationWithOwner(tx, input);
  });
}
