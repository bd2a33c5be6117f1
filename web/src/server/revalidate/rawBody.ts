import type { IncomingMessage } from 'node:http';

export class BodyTooLargeError extends Error {
  constructor() {
    super('body too large');
  }
}

/** The request body as sent: signatures are computed over the exact bytes. */
export async function readRawBody(req: IncomingMessage, limitBytes = 1_000_000): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > limitBytes) throw new BodyTooLargeError();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
