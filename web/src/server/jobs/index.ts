/** The job queue (transactional outbox): see docs/outbox.md. */
export { cancelJob, enqueue, enqueueNow, type JobRequest } from './enqueue';
export { jobIdFor } from './ids';
export { DEAD_LETTER_QUEUE, QUEUES, QUEUE_OPTIONS, RETRY_POLICY, type QueueName } from './queues';
export {
  closeJobRuntime,
  getJobRuntime,
  openJobRuntime,
  setJobRuntimeOverride,
  type JobRuntime,
} from './runtime';
export { jobsSettled } from './settled';
