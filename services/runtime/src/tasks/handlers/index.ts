import type { runtimeV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import type pg from 'pg';
import { z } from 'zod';
import { integrationForItself } from '../../access/integration-access';
import type { IdentityForRuntime } from '../../environment/resolver';
import { queueTask } from '../commands/queue-task';

const ZName = z.object({ integrationName: z.string().min(1).max(100).regex(/^[a-zA-Z0-9-_.]+$/, 'must be an integration name') });

/** IntegrationTaskService (proto/quire/runtime/v1/integration_task.proto). */
export function integrationTaskService(ctx: { db: pg.Pool; identity: IdentityForRuntime }): runtimeV1.IntegrationTaskServiceImplementation {
  return {
    async queueIntegrationTask(request, callContext: CallContext) {
      const { integrationName } = parseRequest(ZName, { integrationName: request.integrationName });
      const integration = await integrationForItself(ctx.identity, integrationName, callContext);
      // queueTask validates the body (an object of at most 64 KiB, schedule an integer 0..86400).
      await queueTask(ctx.db, integration.integrationId, { task: request.task, ...(request.schedule !== undefined && { schedule: request.schedule }) });
      return {};
    },
  };
}
