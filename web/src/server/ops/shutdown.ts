/**
 * Graceful shutdown. On SIGTERM/SIGINT `next start` stops accepting connections, waits for the
 * requests in flight to finish and then calls process.exit. Here: the readiness check answers
 * 503 from the first signal on (a load balancer stops sending new visitors), every connection
 * closes after its answer (./drain-connections.ts), and the exit is
 * held until the job worker has stopped (its running jobs finish) and the database is closed
 * (PGlite writes its checkpoint and releases its directory lock; the PostgreSQL pool ends),
 * bounded so that a hung job or database cannot keep the process.
 * A closed output pipe starts the same shutdown (./closed-output.ts).
 */
import { closeDb } from '@/server/db/client';
import { closeJobRuntime } from '@/server/jobs/runtime';
import { log } from '@/server/log';
import { shutDownWhenOutputCloses } from './closed-output';
import { closeConnectionsAfterAnswers, trackResponses } from './drain-connections';

// Running jobs get up to 10 s to finish (server/jobs/runtime.ts), then the database closes.
const CLOSE_TIMEOUT_MS = 15_000;

// On globalThis: the routes and the instrumentation that installs the handler are separate
// bundles, each with its own copy of this module.
type ShutdownState = { installed?: boolean; shuttingDown?: boolean; hooks?: Set<() => void> };
const g = globalThis as typeof globalThis & { __shutdown?: ShutdownState };
const state: ShutdownState = (g.__shutdown ??= {});
const hooks = (state.hooks ??= new Set());

export function isShuttingDown(): boolean {
  return state.shuttingDown === true;
}

/**
 * Runs `end` at the shutdown signal, for a response that would otherwise never finish (an event
 * stream: Next's drain waits for every response, and the client reconnects to another server).
 * Returns the function that unregisters it, for a response that ends first.
 */
export function onShutdown(end: () => void): () => void {
  if (state.shuttingDown) {
    queueMicrotask(end); // after the caller has finished setting up what `end` undoes
    return () => undefined;
  }
  hooks.add(end);
  return () => hooks.delete(end);
}

/** Ends what onShutdown registered (at the signal; tests call it directly). */
export function endOpenStreams(): void {
  for (const end of hooks) end();
  hooks.clear();
}

export function installGracefulShutdown(): void {
  if (state.installed) return;
  state.installed = true;
  const onSignal = (signal: NodeJS.Signals) => {
    if (state.shuttingDown) return;
    state.shuttingDown = true;
    log.info('shutdown-started', { signal });
    // Else a keep-alive connection in flight holds Next's drain until its timeout, and an open
    // event stream holds it for good.
    closeConnectionsAfterAnswers();
    endOpenStreams();
    const exit = process.exit.bind(process);
    let exiting = false;
    // Next calls process.exit once its server has drained; close the database first.
    process.exit = ((code?: number | string | null) => {
      if (exiting) return undefined as never;
      exiting = true;
      const timer = setTimeout(() => exit(code ?? undefined), CLOSE_TIMEOUT_MS);
      // The job worker's stop began with the signal (instrumentation-node.ts): a job still
      // running must not meet a closed database.
      closeJobRuntime()
        .catch((err: unknown) => log.error('shutdown-jobs-stop-failed', { message: String(err) }))
        .then(() => closeDb())
        .catch((err: unknown) => log.error('shutdown-db-close-failed', { message: String(err) }))
        .finally(() => {
          clearTimeout(timer);
          log.info('shutdown-finished', {});
          exit(code ?? undefined);
        });
      return undefined as never;
    }) as typeof process.exit;
  };
  trackResponses();
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
  shutDownWhenOutputCloses();
}
