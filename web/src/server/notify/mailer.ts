/**
 * Mail transport: SMTP when SMTP_URL is set, else a file outbox of real RFC 822 messages
 * (.eml) in .data/outbox/ at the repository root (OUTBOX_DIR overrides), so a fresh clone can
 * see what would have been sent.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

export type OutgoingMail = {
  to: string;
  /** Display name of the sender (in the recipient's language); the address stays MAIL_FROM's. */
  fromName?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: string | Buffer; contentType: string }[];
  /** Message-ID header, e.g. `<job id@host>`; nodemailer makes one up when absent. */
  messageId?: string;
  /** Further headers, e.g. List-Unsubscribe (RFC 8058) on the waitlist's emails. */
  headers?: Record<string, string>;
};

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Closes open connections (a pooled SMTP transport); the mailer is not used afterwards. */
  close?(): void;
}

export function outboxDir(): string {
  // Next and Jest run with web/ as the working directory. turbopackIgnore: the outbox is
  // written at run time, not a file the server needs; traced, `next build` listed it and
  // failed when tests running beside the build deleted a message meanwhile.
  return (
    process.env.OUTBOX_DIR ??
    path.join(/* turbopackIgnore: true */ process.cwd(), '..', '.data', 'outbox')
  );
}

function fromAddress(): string {
  return process.env.MAIL_FROM ?? 'Check-up booking <booking@localhost>';
}

/** MAIL_FROM's address under the mail's own display name, when it has one. */
export function fromHeader(mail: Pick<OutgoingMail, 'fromName'>): Mail.Address | string {
  const configured = fromAddress();
  if (!mail.fromName) return configured;
  const address = /<([^>]+)>/.exec(configured)?.[1] ?? configured.trim();
  return { name: mail.fromName, address };
}

function toMessage(mail: OutgoingMail): Mail.Options {
  return {
    from: fromHeader(mail),
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments,
    messageId: mail.messageId,
    ...(mail.headers ? { headers: mail.headers } : {}),
  };
}

/**
 * SMTP through a pool of kept-open connections (nodemailer's default 5, up to 100 messages each):
 * a burst of confirmations does not pay a TCP and TLS handshake per message (docs/operations.md). The
 * URL's own query (`?pool=false`, `?maxConnections=10`) wins over these defaults.
 */
export function smtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport({ url, pool: true });
  return {
    async send(mail) {
      await transport.sendMail(toMessage(mail));
    },
    close() {
      transport.close();
    },
  };
}

export function outboxMailer(dir: string = outboxDir()): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    async send(mail) {
      const info = await transport.sendMail(toMessage(mail));
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(path.join(dir, name), info.message as Buffer);
    },
  };
}

let override: Mailer | null = null;
let smtp: { url: string; mailer: Mailer } | null = null;

export function getMailer(): Mailer {
  if (override) return override;
  const url = process.env.SMTP_URL;
  if (!url) return outboxMailer();
  // One pooled SMTP transport per process, rebuilt only if the URL changes.
  if (smtp?.url !== url) {
    smtp?.mailer.close?.();
    smtp = { url, mailer: smtpMailer(url) };
  }
  return smtp.mailer;
}

/** For tests: capture or break mail delivery. */
export function setMailer(next: Mailer | null): void {
  override = next;
}
