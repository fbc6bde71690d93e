export { workQueueNames, type WorkQueueNames } from './names';
export { testNamespace, removeNamespace, type RemovedNamespace } from './namespace';
export {
  classifyWorkFailure,
  isTransientError,
  MAX_FAILURE_MESSAGE_LENGTH,
  TRANSIENT_GRPC_STATUSES,
  TRANSIENT_NETWORK_CODES,
  WorkerStoppingError,
  WorkTimeoutError,
  type WorkFailure,
} from './failures';
export {
  createWorkQueue,
  DEFAULT_WORK_QUEUE_SETTINGS,
  untilSettledOrAbandoned,
  type BatchWorkerOptions,
  type DeadLetter,
  type WorkBatchHandler,
  type WorkerOptions,
  type WorkHandler,
  type WorkItem,
  type WorkQueue,
  type WorkQueueOptions,
  type WorkQueueSettings,
  type WorkQueueWorker,
  type WorkVerdict,
} from './queue';
