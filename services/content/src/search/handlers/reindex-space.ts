import type { contentV1 } from '@quire/proto';
import { notFound, parseRequest } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { spaceIndexer } from '../commands/space-indexer';
import { searchIndexOf } from '../engine';

const ZReindexSpaceRequest = z.object({ spaceId: ZId });

/** Operator command: rebuilds one space's index from scratch and answers when it is done. */
export async function reindexSpace(ctx: ContentContext, request: contentV1.ReindexSpaceRequest): Promise<contentV1.ReindexSpaceResponse> {
  const { spaceId } = parseRequest(ZReindexSpaceRequest, request);
  const started = process.hrtime.bigint();
  // An operator waits for an indexer busy with the same space rather than fail.
  const outcome = await spaceIndexer(ctx, searchIndexOf(ctx), spaceId, { rebuild: true, lockTimeoutMs: 0 });
  const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
  if (outcome.result === 'removed') throw notFound('Space not found');
  if (outcome.result === 'unchanged') return { spaceId, revisionId: outcome.revisionId, pages: 0, sections: 0, durationMs };
  return { spaceId, revisionId: outcome.revisionId, pages: outcome.pages, sections: outcome.sections, durationMs };
}
