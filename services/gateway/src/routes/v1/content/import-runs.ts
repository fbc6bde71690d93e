import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { idParam } from '../schemas';

/** quire.content.v1.ImportRunService (proto/quire/content/v1/import_run.proto). Note the contract's singular `/org/`. */

/** Files of one file import: content's limit for lists in a request. */
const MAX_IMPORT_FILES = 100;

/** GitBook "ContentImportSource": a website (http or https only) or files of the target, by id. */
const ZContentImportSource = z.discriminatedUnion('type', [
  z.object({ type: z.literal('website'), url: z.url({ protocol: /^https?$/ }).max(2048) }),
  z.object({ type: z.literal('file'), files: z.array(idParam).max(MAX_IMPORT_FILES) }),
]);

/** GitBook "ContentImportTarget". */
const ZContentImportTarget = z.object({ space: idParam, changeRequest: idParam.optional(), page: idParam.optional() });

const runParams = z.object({ organizationId: idParam, importRunId: idParam });

export const importRunRoutes = defineRoutes([
  {
    operationId: 'startImportRun',
    method: 'post',
    path: '/org/:organizationId/imports',
    rpc: 'quire.content.v1.ImportRunService/StartImportRun',
    params: z.object({ organizationId: idParam }),
    body: z.object({ source: ZContentImportSource, target: ZContentImportTarget }),
    responseField: 'run',
    status: 201,
    summary: 'Import content into a space from a website',
  },
  {
    operationId: 'cancelImportRun',
    method: 'post',
    path: '/org/:organizationId/imports/:importRunId/cancel',
    rpc: 'quire.content.v1.ImportRunService/CancelImportRun',
    params: runParams,
    responseField: 'run',
    status: 201,
    summary: 'Cancel an import run',
  },
  {
    operationId: 'getImportRun',
    method: 'get',
    path: '/org/:organizationId/imports/:importRunId',
    rpc: 'quire.content.v1.ImportRunService/GetImportRun',
    params: runParams,
    responseField: 'run',
    status: 200,
    extension: true,
    summary: 'Get an import run',
  },
]);
