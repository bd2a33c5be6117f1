/**
 * On a real http.Server: after the shutdown signal, the answer in progress and any later one on
 * an open keep-alive connection say `Connection: close`; before it, keep-alive stays.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeConnectionsAfterAnswers, trackResponses } from './drain-connections';

let server: http.Server;
let release: () => void = () => undefined;
let reached: () => void = () => undefined;
let base = '';
let stopTracking: () => void = () => undefined;

beforeAll(async () => {
  stopTracking = trackResponses();
  server = http.createServer((req, res) => {
    if (req.url === '/slow') {
      // Answers only when the test says: the request is in flight at the signal.
      release = () => res.end('slow');
      reached();
      return;
    }
    res.end('ok');
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  stopTracking();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

it('keeps connections alive until the signal, then closes each after its answer', async () => {
  const before = await fetch(`${base}/fast`);
  await before.text();
  expect(before.headers.get('connection')).toBe('keep-alive');

  const handled = new Promise<void>((resolve) => (reached = resolve));
  const inFlight = fetch(`${base}/slow`);
  await handled;
  closeConnectionsAfterAnswers();
  release();
  const slow = await inFlight;
  expect(await slow.text()).toBe('slow');
  expect(slow.headers.get('connection')).toBe('close');

  const after = await fetch(`${base}/fast`);
  await after.text();
  expect(after.headers.get('connection')).toBe('close');
});

it('once stopped, leaves the other servers of the process alone', async () => {
  // The diagnostics channel is the process's: a drained server's tracking must not close the
  // connections of the next test file's servers in the same Jest worker.
  const other = http.createServer((_req, res) => res.end('other'));
  other.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(other.address() as AddressInfo).port}/`;
  try {
    const drained = await fetch(url);
    await drained.text();
    expect(drained.headers.get('connection')).toBe('close');
    stopTracking();
    const after = await fetch(url);
    await after.text();
    expect(after.headers.get('connection')).toBe('keep-alive');
  } finally {
    other.closeAllConnections();
    await new Promise((resolve) => other.close(resolve));
  }
});
