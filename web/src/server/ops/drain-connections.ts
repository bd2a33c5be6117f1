/**
 * Connections end with their answers once the server shuts down (docs/security.md
 * "Availability"). Next's drain (`server.close()`) closes the connections that are idle when it
 * starts, but a keep-alive connection whose request is still in flight is answered with
 * `Connection: keep-alive` and then held open by its client until the keep-alive timeout
 * (65 s, `npm run start`): the exit waited that long, past a usual kill grace period, before
 * the database was closed. Every response in progress at the signal, and every request that
 * still arrives on an open connection after it, now answers `Connection: close`.
 */
import diagnosticsChannel from 'node:diagnostics_channel';
import type { ServerResponse } from 'node:http';

type RequestStart = { response: ServerResponse };

const inProgress = new Set<ServerResponse>();
let draining = false;

/** Ends `response`'s connection after it: by header while it can, else once it is sent. */
function closeAfter(response: ServerResponse): void {
  if (!response.headersSent) response.setHeader('Connection', 'close');
  else response.once('finish', () => response.socket?.end());
}

function onRequestStart(message: unknown): void {
  const { response } = message as RequestStart;
  if (draining) return closeAfter(response);
  inProgress.add(response);
  response.once('close', () => inProgress.delete(response));
}

/**
 * From the server's start: knows the responses in progress (Node's http diagnostics channel).
 * The channel is the process's, every http.Server's: the returned stop unsubscribes and forgets
 * the drain, so a test that drained leaves no `Connection: close` on the servers of the test
 * files its worker runs next.
 */
export function trackResponses(): () => void {
  diagnosticsChannel.subscribe('http.server.request.start', onRequestStart);
  return () => {
    diagnosticsChannel.unsubscribe('http.server.request.start', onRequestStart);
    draining = false;
    inProgress.clear();
  };
}

/** At the shutdown signal: every connection closes after its current or next answer. */
export function closeConnectionsAfterAnswers(): void {
  draining = true;
  for (const response of inProgress) closeAfter(response);
  inProgress.clear();
}
