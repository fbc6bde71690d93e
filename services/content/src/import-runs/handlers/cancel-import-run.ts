import type { contentV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { importRunCanceller } from '../commands/import-run-canceller';
import { authorizeImportInto, loadImportRun } from '../policy';
import { presentImportRun } from '../presenter';
import { listImportRunPages } from '../queries';

const ZCancelImportRunRequest = z.object({ organizationId: ZId, importRunId: ZId });

/**
 * Cancels a run that has not finished: 201 with the run `cancelled` (and the pages it had
 * imported, which stay); INVALID_ARGUMENT once it has completed, failed or been cancelled.
 * Needs what starting it needs (editing the space).
 */
export async function cancelImportRun(ctx: ContentContext, request: contentV1.CancelImportRunRequest, callContext: CallContext): Promise<contentV1.CancelImportRunResponse> {
  const principal = getPrincipal(callContext);
  const { organizationId, importRunId } = parseRequest(ZCancelImportRunRequest, request);
  const { loaded } = await loadImportRun(ctx, principal, organizationId, importRunId);
  authorizeImportInto(loaded);
  const run = await importRunCanceller(ctx.db, { organizationId, importRunId });
  return { run: presentImportRun(run, await listImportRunPages(ctx.db, run.id)) };
}
