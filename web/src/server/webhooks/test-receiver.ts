/**
 * A webhook receiver on the loopback for the tests (and the crash fixture): records every
 * request (headers and raw body) and answers with the next status of its script (200 when the
 * script is used up).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { headers: Record<string, string>; body: string; status: number };

export type Receiver = {
  url: string;
  received: Received[];
  /** Statuses to answer with, in order. */
  script: number[];
  close(): Promise<void>;
};

export async function startReceiver(script: number[] = []): Promise<Receiver> {
  const received: Received[] = [];
  const state = { script: [...script] };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const status = state.script.shift() ?? 200;
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
      received.push({ headers, body, status });
      res.statusCode = status;
      res.end(status < 300 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    get script() {
      return state.script;
    },
    set script(next: number[]) {
      state.script = [...next];
    },
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
