import type { contentV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize } from '../../access/policy';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { importRunRules, loadImportRun } from '../policy';
import { presentImportRun } from '../presenter';
import { listImportRunPages } from '../queries';

const ZGetImportRunRequest = z.object({ organizationId: ZId, importRunId: ZId });

/** A run with its page records (Quire extension: the contract has no read of a run). Readers of the space may see it. */
export async function getImportRun(ctx: ContentContext, request: contentV1.GetImportRunRequest, callContext: CallContext): Promise<contentV1.GetImportRunResponse> {
  const principal = getPrincipal(callContext);
  const { organizationId, importRunId } = parseRequest(ZGetImportRunRequest, request);
  const { run, loaded } = await loadImportRun(ctx, principal, organizationId, importRunId);
  authorize(loaded.access, importRunRules.view, 'Space');
  return { run: presentImportRun(run, await listImportRunPages(ctx.db, run.id)) };
}
