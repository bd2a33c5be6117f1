/**
 * Next calls register() once when a server process starts. The server's own start-up checks
 * live in server/ops/startup.ts (other start-up work, e.g. a job worker, gets its own module
 * called from here).
 */
export async function register(): Promise<void> {
  // Not in the Edge runtime (the proxy), and not while `next build` prerenders pages.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build')
    return;
  const { startServer } = await import('./server/ops/startup');
  await startServer();
}
