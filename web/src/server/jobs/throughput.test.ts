/**
 * Must-show (issue 34.4): a burst of 200 paid bookings; every confirmation reaches a real SMTP
 * server within 10 s p99 of its payment, each exactly once. The sink is an in-process SMTP
 * server (src/test/smtp-sink.ts); the worker polls at the production default (2 s), so what
 * makes it prompt is what production has: the NOTIFY wake-up, batches side by side, the pooled
 * SMTP transport. `npm run bench:email` measures the same (docs/performance.md).
 */
import { setMailer, smtpMailer, type Mailer } from '@/server/notify/mailer';
import { setupTestDb } from '@/test/db';
import { paidBurst } from '@/test/email-burst';
import { startSmtpSink, type SmtpSink } from '@/test/smtp-sink';
import { jobsSettled } from './settled';

const BURST = 200;
const P99_BUDGET_MS = 10_000;

const t = setupTestDb({ pollingIntervalSeconds: 2 });
let sink: SmtpSink;
let mailer: Mailer;

beforeAll(async () => {
  sink = await startSmtpSink();
  mailer = smtpMailer(sink.url);
  setMailer(mailer);
});
afterAll(async () => {
  setMailer(null);
  mailer.close?.();
  await sink.close();
});

describe('a burst of paid bookings', () => {
  it(`mails all ${BURST} confirmations within ${P99_BUDGET_MS / 1000} s p99, each once`, async () => {
    const result = await paidBurst(t.db, sink, BURST);
    await jobsSettled({ timeoutMs: 30_000 });
    console.info(
      `burst ${BURST}: p50 ${result.p50} ms, p99 ${result.p99} ms, max ${result.max} ms, ` +
        `${result.perSecond}/s, ${sink.sessions()} SMTP sessions`,
    );
    expect(result.notOnce).toEqual([]);
    expect(result.p99).toBeLessThanOrEqual(P99_BUDGET_MS);
    // Pooled: far fewer connections than messages.
    expect(sink.sessions()).toBeLessThan(BURST / 4);
  }, 180_000);
});
