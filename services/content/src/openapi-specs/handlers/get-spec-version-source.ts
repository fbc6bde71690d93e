import type { contentV1 } from '@quire/proto';
import { notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { versionStarter } from '../commands/version-starter';

const ZGetSpecVersionSourceRequest = z.object({ versionId: ZId });

/** For the git-worker: the source of a version, which starts its processing. Takes no principal. */
export async function getSpecVersionSource(
  ctx: ContentContext,
  request: contentV1.GetSpecVersionSourceRequest,
  _callContext: CallContext,
): Promise<contentV1.GetSpecVersionSourceResponse> {
  const { versionId } = parseRequest(ZGetSpecVersionSourceRequest, request);
  const started = await versionStarter(ctx.db, versionId);
  if (!started) throw notFound('No such OpenAPI specification version');
  return {
    organizationId: started.organizationId,
    specId: started.specId,
    versionId: started.versionId,
    number: started.number,
    url: started.url ?? undefined,
    text: started.text ?? undefined,
    superseded: started.superseded,
    processed: started.processed,
  };
}
