// The integrations runtime (docs/integrations.md "The runtime"): workerd supervisor, guard
// proxy, and the dispatch of GitBook events to integration scripts.
export { startGuardProxy, type GuardProxy, type GuardProxyOptions } from './egress/guard-proxy';
export { dispatchToScript, renderOutput, type Dispatch, type DispatchResult } from './invocations/dispatch';
export { WorkerSupervisor, type IntegrationScript, type SupervisorOptions } from './workers/supervisor';
export {
  DEFAULT_WORKER_LIMITS,
  GITBOOK_COMPATIBILITY,
  InvocationError,
  type InvocationFailure,
  type WorkerCompatibility,
  type WorkerLimits,
} from './workers/worker-process';
export { startRuntimeService, type RuntimeServiceOptions, type RunningRuntimeService, type RuntimeContext } from './service';
export { recordDelivery, type Delivery, type DeliveryTarget } from './events/commands/record-delivery';
export { getIntegrationEvent, listIntegrationEvents } from './events/queries';
export { presentIntegrationEvent, presentIntegrationEventTrace } from './events/presenter';
export type { RuntimeEventRow } from './events/rows';
export { queueTask, ZQueueTask, MAX_TASK_SCHEDULE_SECONDS, MAX_TASK_BYTES, type QueueTask } from './tasks/commands/queue-task';
export { createEnvironmentResolver, type EnvironmentResolver, type IdentityForRuntime, type InvocationTarget } from './environment/resolver';
export { integrationSigningSecret } from './environment/signing-secrets';
export { signTaskBody, startTaskScheduler, type TaskSchedulerOptions, type TaskTargetResolver } from './tasks/scheduler';
export { cacheEnvironments, ENVIRONMENT_TTL_MS, type CachedEnvironmentResolver } from './environment/cache';
export { translateDomainEvent, translateDomainEvents, type Translated, type EventBody } from './events/translate/translate';
export { startRuntimeEventConsumers, DELIVERIES_NOTIFY_CHANNEL, type RuntimeEventConsumerOptions, type RuntimeTargets } from './events/consumer/event-consumer';
export { startDeliveryLoop, retryDelayMs, type DeliveryLoop, type DeliveryLoopOptions } from './events/delivery/delivery-loop';
