/**
 * Next calls register() once when a server process starts. The server's own start-up checks
 * live in server/ops/startup.ts, started with the job worker from instrumentation-node.ts.
 *
 * The import sits inside a literal `process.env.NEXT_RUNTIME === 'nodejs'` branch, as Next's
 * instrumentation guide shows: the bundler drops the branch from the Edge build, so the dev
 * server no longer compiles Node-only modules for Edge and prints warnings about each (~1,150
 * lines on the first request; docs/manage-booking.md).
 */
export async function register(): Promise<void> {
  // Not while `next build` prerenders pages.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startNodeServer } = await import('./instrumentation-node');
    await startNodeServer();
  }
}
