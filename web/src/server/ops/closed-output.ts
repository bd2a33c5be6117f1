/**
 * When whoever reads the server's output goes away (the supervisor or shell that started it
 * died and its pipe closed), every write to stdout or stderr fails with EPIPE. Without a
 * listener Node raises that as an uncaught exception, and Next's handler logs it with
 * console.error to the same closed pipe, which fails again: the process spun at 100 % CPU
 * until killed (seen on an orphaned e2e server). Here the first such error shuts the server
 * down the graceful way instead (SIGTERM to itself: drain, close the database, exit); nothing
 * can be logged any more.
 */
type Output = { on(event: 'error', listener: (err: Error) => void): unknown };

export function shutDownWhenOutputCloses(
  outputs: Output[] = [process.stdout, process.stderr],
  shutDown: () => void = () => process.kill(process.pid, 'SIGTERM'),
): void {
  let closed = false;
  for (const output of outputs)
    output.on('error', () => {
      if (closed) return; // later writes fail the same way
      closed = true;
      shutDown();
    });
}
