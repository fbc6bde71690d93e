import { runtimeV1 } from '@quire/proto';
import { notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { integrationForRecords } from '../../access/integration-access';
import type { IdentityForRuntime } from '../../environment/resolver';
import type pg from 'pg';
import { presentIntegrationEvent, presentIntegrationEventTrace } from '../presenter';
import { getIntegrationEvent, listIntegrationEvents } from '../queries';
import type { RuntimeEventRow } from '../rows';

const ZIntegrationName = z.string().min(1).max(100).regex(/^[a-zA-Z0-9-_.]+$/, 'must be an integration name');
const ZList = z.object({ integrationName: ZIntegrationName, page: z.string().min(1).max(512).optional(), limit: z.number().int().min(1).max(1000).optional() });
const ZGet = z.object({ integrationName: ZIntegrationName, eventId: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be an id') });

const LEVELS: Record<string, runtimeV1.IntegrationEventLogLevel> = {
  debug: runtimeV1.IntegrationEventLogLevel.INTEGRATION_EVENT_LOG_LEVEL_DEBUG,
  info: runtimeV1.IntegrationEventLogLevel.INTEGRATION_EVENT_LOG_LEVEL_INFO,
  warn: runtimeV1.IntegrationEventLogLevel.INTEGRATION_EVENT_LOG_LEVEL_WARN,
  error: runtimeV1.IntegrationEventLogLevel.INTEGRATION_EVENT_LOG_LEVEL_ERROR,
};

/** The GitBook IntegrationEvent of presenter.ts as the proto message the gateway turns back into it. */
function toProto(row: RuntimeEventRow): runtimeV1.IntegrationEvent {
  const event = presentIntegrationEvent(row);
  return {
    id: event.id,
    integrationId: event.integrationId,
    installationId: event.installationId,
    createdAt: new Date(event.createdAt),
    payload: event.payload as unknown as Record<string, unknown>,
    status:
      event.status === 'success' ? runtimeV1.IntegrationEventStatus.INTEGRATION_EVENT_STATUS_SUCCESS : runtimeV1.IntegrationEventStatus.INTEGRATION_EVENT_STATUS_FAILED,
  };
}

/** IntegrationEventService (proto/quire/runtime/v1/integration_event.proto). */
export function integrationEventService(ctx: { db: pg.Pool; identity: IdentityForRuntime }): runtimeV1.IntegrationEventServiceImplementation {
  return {
    async listIntegrationEvents(request, callContext: CallContext) {
      const { integrationName, page, limit } = parseRequest(ZList, request);
      const integration = await integrationForRecords(ctx.identity, integrationName, callContext);
      const listed = await listIntegrationEvents(ctx.db, integration.integrationId, { page, limit });
      return { items: listed.items.map(toProto), next: listed.next, count: listed.count };
    },
    async getIntegrationEvent(request, callContext: CallContext) {
      const { integrationName, eventId } = parseRequest(ZGet, request);
      const integration = await integrationForRecords(ctx.identity, integrationName, callContext);
      const row = await getIntegrationEvent(ctx.db, integration.integrationId, eventId);
      if (!row) throw notFound('No matching event found for this integration');
      const trace = presentIntegrationEventTrace(row);
      return {
        event: toProto(row),
        trace: {
          logs: trace.logs.map((log) => ({
            message: log.message,
            timestamp: log.timestamp ? new Date(log.timestamp) : undefined,
            level: log.level ? LEVELS[log.level] : undefined,
          })),
        },
      };
    },
  };
}
