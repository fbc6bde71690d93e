import { newId, permissionDenied } from '@quire/shared';
import { Prisma, type PrismaClient, type TransactionClient } from '../../db';
import { recordEvent } from '../../lib/events';
import type { SpecAbilities } from '../policy';
import { lockSpecBySlug, type SpecRow } from '../queries';
import type { SpecSourceInput } from '../validation';
import { addVersion, sourceSha256 } from './version-adder';

export type SpecUpsert = { organizationId: string; slug: string; source: SpecSourceInput; abilities: SpecAbilities; actorId: string };

export type SpecUpsertResult = { spec: SpecRow; created: boolean };

/**
 * A text equal to the latest version's, once that version was processed, changes nothing: its
 * result would be the same. A URL always makes a new version, since what it serves may have
 * changed (a PUT with the same URL is how a spec is refreshed), and so does a text whose
 * version never finished (a worker that died), so that a PUT can always unstick a spec.
 */
async function isUnchangedText(tx: TransactionClient, spec: SpecRow, source: SpecSourceInput): Promise<boolean> {
  if (source.kind !== 'text' || spec.lastVersionId === null) return false;
  const latest = await tx.openAPISpecVersion.findUnique({ where: { id: spec.lastVersionId }, select: { sourceSha256: true, state: true } });
  return latest !== null && (latest.state === 'valid' || latest.state === 'invalid') && latest.sourceSha256 === sourceSha256(source.text);
}

/**
 * PUT by slug: creates the spec (needs `create`) or gives it a new source (needs `edit`).
 * Whether it exists is decided under the row's lock: a concurrent PUT creating the same slug
 * makes this one's insert do nothing, and this one then updates the row the other created.
 */
export function specUpserter(db: PrismaClient, input: SpecUpsert): Promise<SpecUpsertResult> {
  return db.$transaction(async (tx) => {
    let spec = await lockSpecBySlug(tx, input.organizationId, input.slug);
    if (!spec) {
      if (!input.abilities.create) throw permissionDenied('You need the "create" role in this organization to create OpenAPI specifications');
      const id = newId();
      const inserted = await tx.$queryRaw<{ id: string }[]>(Prisma.sql`
        INSERT INTO openapi_specs (id, organization_id, slug) VALUES (${id}, ${input.organizationId}, ${input.slug})
        ON CONFLICT (organization_id, slug) DO NOTHING RETURNING id`);
      if (inserted.length === 1) {
        const created = await addVersion(tx, { id, organizationId: input.organizationId, versionCount: 0 }, input.source);
        await recordEvent(tx, 'openapi-spec', 'created', {
          aggregateId: id,
          organizationId: input.organizationId,
          data: { id, slug: input.slug, versionId: created.lastVersionId, actorId: input.actorId },
        });
        return { spec: created, created: true };
      }
      // Created by a concurrent PUT that committed meanwhile: update it.
      spec = await lockSpecBySlug(tx, input.organizationId, input.slug);
      if (!spec) throw new Error('an OpenAPI spec conflicting on insert cannot be read');
    }
    if (!input.abilities.edit) throw permissionDenied('You need the "edit" role in this organization to edit OpenAPI specifications');
    if (await isUnchangedText(tx, spec, input.source)) return { spec, created: false };
    const updated = await addVersion(tx, spec, input.source);
    await recordEvent(tx, 'openapi-spec', 'updated', {
      aggregateId: spec.id,
      organizationId: spec.organizationId,
      data: { id: spec.id, slug: spec.slug, versionId: updated.lastVersionId, actorId: input.actorId },
    });
    return { spec: updated, created: false };
  });
}
