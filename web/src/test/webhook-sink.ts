/**
 * A local webhook receiver (the staff channel, the idle contact): a real HTTP server that keeps
 * the JSON bodies posted to it, in order, and answers each with `answer()` (200 unless told).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type WebhookSink<T> = {
  /** Its address with `path`. */
  url: string;
  /** The bodies received so far, parsed. */
  received: T[];
  close(): Promise<void>;
};

export async function startWebhookSink<T = unknown>(
  path = '/',
  answer: () => number = () => 200,
): Promise<WebhookSink<T>> {
  const received: T[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push(JSON.parse(body));
      res.writeHead(answer()).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
