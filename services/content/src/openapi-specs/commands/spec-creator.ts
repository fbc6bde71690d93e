import { invalidArgument, newId } from '@quire/shared';
import { Prisma, type PrismaClient } from '../../db';
import { recordEvent } from '../../lib/events';
import type { SpecRow } from '../queries';
import type { SpecSourceInput } from '../validation';
import { addVersion } from './version-adder';

export type SpecCreation = { organizationId: string; slug: string; source: SpecSourceInput; actorId: string };

export const slugTaken = () => invalidArgument('slug: an OpenAPI specification with this slug already exists in the organization');

const isUniqueViolation = (error: unknown): boolean => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

/**
 * Creates a spec with its first version. The unique (organization, slug) index decides between
 * concurrent creations: the loser's transaction fails on it and answers 400, as the contract
 * declares no other error for POST.
 */
export async function specCreator(db: PrismaClient, input: SpecCreation): Promise<SpecRow> {
  try {
    return await db.$transaction(async (tx) => {
      const spec = await tx.openAPISpec.create({
        data: { id: newId(), organizationId: input.organizationId, slug: input.slug },
        select: { id: true, organizationId: true, versionCount: true },
      });
      const created = await addVersion(tx, spec, input.source);
      await recordEvent(tx, 'openapi-spec', 'created', {
        aggregateId: spec.id,
        organizationId: spec.organizationId,
        data: { id: spec.id, slug: input.slug, versionId: created.lastVersionId, actorId: input.actorId },
      });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}
