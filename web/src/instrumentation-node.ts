/**
 * The server's start (Node runtime only): imported by instrumentation.ts behind its
 * NEXT_RUNTIME check, so none of this is bundled for the Edge runtime (the proxy).
 */
export async function startNodeServer(): Promise<void> {
  // Imported in order: the start-up checks run before anything else loads.
  const { startServer } = await import('./server/ops/startup');
  await startServer();
  if (process.env.JOBS_WORKER !== 'off') await startJobs(); // e.g. a web-only instance: off
  // Published content rebuilds the pages even when a webhook is lost (server/revalidate/listener.ts).
  const { startContentListenerFromEnv } = await import('./server/revalidate/start-listener');
  await startContentListenerFromEnv();
}

/** The job worker (server/job-worker, docs/outbox.md): started here, stopped cleanly on shutdown. */
async function startJobs(): Promise<void> {
  const { startJobWorker } = await import('./server/job-worker/worker');
  const { closeJobRuntime } = await import('./server/jobs');
  const { log } = await import('./server/log');
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('job-worker-stopping', { signal });
    void closeJobRuntime().catch((err: unknown) =>
      log.error('job-worker-stop-failed', { message: String(err) }),
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  // A failed start (database not reachable yet) is retried instead of failing the server.
  const start = async (attempt: number): Promise<void> => {
    try {
      await startJobWorker();
    } catch (err) {
      const delay = Math.min(60_000, 1000 * 2 ** attempt);
      log.error('job-worker-start-failed', { message: String(err), retryInMs: delay });
      setTimeout(() => void start(attempt + 1), delay).unref();
    }
  };
  void start(0);
}
