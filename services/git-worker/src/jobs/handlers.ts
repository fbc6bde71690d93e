import { gitExportHandler, gitImportHandler } from '../git/handlers';
import { openapiFetchHandler } from '../openapi/handler';
import { createWebsiteImportHandler } from '../website';
import type { JobHandler, JobKind } from './job';

/**
 * The handler of each job kind; each area of the worker adds its own. A job whose kind has
 * no handler here fails at once with UNSUPPORTED_JOB (an older worker meeting a newer content).
 */
export const jobHandlers: Partial<Record<JobKind, JobHandler>> = {
  'git-import': gitImportHandler,
  'git-export': gitExportHandler,
  'openapi-fetch': openapiFetchHandler,
  // Its limits come from QUIRE_IMPORT_* (src/website/settings.ts); a malformed one stops the start.
  'website-import': createWebsiteImportHandler(),
};
