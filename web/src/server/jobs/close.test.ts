/**
 * The shutdown stops the job queue twice (the worker's own signal handler, then the exit before
 * the database closes, server/ops/shutdown.ts): the second call must wait for the stop under
 * way, or the database would close under a job still running.
 */
import { closeJobRuntime, type JobRuntime } from './runtime';

type JobsGlobal = { runtime?: Promise<JobRuntime> };
const jobsState = () => (globalThis as { __jobRuntime?: JobsGlobal }).__jobRuntime!;

it('a second close waits until the running jobs have finished', async () => {
  let finishJobs = () => {};
  const stop = jest.fn(() => new Promise<void>((resolve) => (finishJobs = resolve)));
  jobsState().runtime = Promise.resolve({ stop } as unknown as JobRuntime);

  const order: string[] = [];
  const first = closeJobRuntime().then(() => order.push('first'));
  const second = closeJobRuntime().then(() => order.push('second'));
  await new Promise((resolve) => setImmediate(resolve));
  expect(order).toEqual([]); // both still wait for the jobs
  order.push('jobs finished');
  finishJobs();
  await Promise.all([first, second]);
  expect(order).toEqual(['jobs finished', 'first', 'second']);
  expect(stop).toHaveBeenCalledTimes(1);

  await closeJobRuntime(); // nothing running: returns at once
  expect(stop).toHaveBeenCalledTimes(1);
});
