import { createHash } from 'node:crypto';
import { newId } from '@quire/shared';
import type { TransactionClient } from '../../db';
import { recordEvent } from '../../lib/events';
import { specSelect, type SpecRow } from '../queries';
import type { SpecSourceInput } from '../validation';

/** The job kind the git-worker runs for a version (its src/jobs/job.ts `JobKind`). */
export const OPENAPI_FETCH_JOB = 'openapi-fetch';

export const sourceSha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Gives a spec (its row locked by the caller's transaction) a new version with `source`: the
 * next number, the spec's processing fields reset to describe it (pending, no result yet), and
 * in the same transaction the job request the git-worker consumes
 * (`quire.content.source-job.requested`). Text sources go through the worker too, so every
 * version is parsed and validated by the same code.
 */
export async function addVersion(tx: TransactionClient, spec: Pick<SpecRow, 'id' | 'organizationId' | 'versionCount'>, source: SpecSourceInput): Promise<SpecRow> {
  const versionId = newId();
  const number = spec.versionCount + 1;
  await tx.openAPISpecVersion.create({
    data: {
      id: versionId,
      specId: spec.id,
      organizationId: spec.organizationId,
      number,
      sourceUrl: source.kind === 'url' ? source.url : null,
      sourceText: source.kind === 'text' ? source.text : null,
      sourceSha256: source.kind === 'text' ? sourceSha256(source.text) : null,
    },
    select: { id: true },
  });
  const updated = await tx.openAPISpec.update({
    where: { id: spec.id },
    data: {
      versionCount: number,
      lastVersionId: versionId,
      sourceUrl: source.kind === 'url' ? source.url : null,
      processingState: 'pending',
      lastProcessedAt: null,
      lastProcessErrorCode: null,
      lastProcessedErrors: [],
    },
    select: specSelect,
  });
  await recordEvent(tx, 'source-job', 'requested', {
    aggregateId: versionId,
    organizationId: spec.organizationId,
    data: { jobId: versionId, kind: OPENAPI_FETCH_JOB, organizationId: spec.organizationId },
  });
  return updated;
}
