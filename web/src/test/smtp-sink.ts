/**
 * An SMTP server in this process (smtp-server) that accepts every message and records when each
 * Message-ID arrived: the far end of the pooled SMTP transport in the email throughput test and
 * benchmark (docs/operations.md).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type SmtpSink = {
  url: string;
  /** Message-ID → the times (ms) a message with it was accepted. */
  received: Map<string, number[]>;
  /** SMTP connections opened so far. */
  sessions(): number;
  close(): Promise<void>;
};

export async function startSmtpSink(): Promise<SmtpSink> {
  const received = new Map<string, number[]>();
  let sessions = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      sessions++;
      callback();
    },
    onData(stream, _session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const id = /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? '';
        received.set(id, [...(received.get(id) ?? []), Date.now()]);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    sessions: () => sessions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The p-th percentile (nearest rank) of ascending numbers. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
