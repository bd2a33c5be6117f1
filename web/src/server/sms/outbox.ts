/**
 * The default SMS "provider": each message a `.txt` file (recipient, sender, the booking's
 * reference, then the text) in
 * SMS_OUTBOX_DIR, default `sms/` inside the email outbox (notify/mailer.ts outboxDir), for
 * development and tests. The file's name carries the job id, so a repeated try of one job
 * overwrites its own file instead of adding a second.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { outboxDir } from '@/server/notify/mailer';
import type { SmsProvider } from './provider';

/** The SMS copies' folder inside an email outbox folder. */
export function smsFolderIn(emailOutbox: string): string {
  // turbopackIgnore: a run-time folder; followed, `next build` traced every folder named sms.
  return path.join(/* turbopackIgnore: true */ emailOutbox, 'sms');
}

export function smsOutboxDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.SMS_OUTBOX_DIR?.trim() || smsFolderIn(outboxDir());
}

export function outboxSms(dir: string = smsOutboxDir()): SmsProvider {
  return {
    name: 'outbox',
    repliesStop: false,
    async send(sms) {
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${sms.key}.txt`;
      const from = process.env.TWILIO_FROM?.trim() || 'outbox';
      const reference = sms.reference ? `Reservation: ${sms.reference}\n` : '';
      await writeFile(
        path.join(dir, name),
        `To: ${sms.to}\nFrom: ${from}\n${reference}\n${sms.body}\n`,
      );
      return { id: null };
    },
  };
}
