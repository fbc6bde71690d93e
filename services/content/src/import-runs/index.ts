import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
import { cancelImportRun } from './handlers/cancel-import-run';
import { getImportRun } from './handlers/get-import-run';
import { getImportRunJob } from './handlers/get-import-run-job';
import { recordImportRunProgress } from './handlers/record-import-run-progress';
import { startImportRun } from './handlers/start-import-run';

/** ImportRunService (proto/quire/content/v1/import_run.proto). */
export function importRunService(ctx: ContentContext): contentV1.ImportRunServiceImplementation {
  return {
    startImportRun: (request, callContext) => startImportRun(ctx, request, callContext),
    cancelImportRun: (request, callContext) => cancelImportRun(ctx, request, callContext),
    getImportRun: (request, callContext) => getImportRun(ctx, request, callContext),
  };
}

/** ImportRunInternalService, for the git-worker. */
export function importRunInternalService(ctx: ContentContext): contentV1.ImportRunInternalServiceImplementation {
  return {
    getImportRunJob: (request) => getImportRunJob(ctx, request),
    recordImportRunProgress: (request) => recordImportRunProgress(ctx, request),
  };
}
