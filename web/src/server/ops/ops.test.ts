/** Start-up checks, liveness and readiness. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as healthRoute from '@/pages/api/health';
import * as readyRoute from '@/pages/api/ready';
import { setDbOverride } from '@/server/db/client';
import { acquirePgliteLock } from '@/server/db/pglite-lock';
import { callApi } from '@/test/api';
import { setupTestDb, unreachableDb } from '@/test/db';
import { productionConfigProblems } from './config';
import { DEV_PAYMENTS_READY_DETAIL, paymentsCheck } from './readiness';
import { startServer, warnOfDevPayments } from './startup';

const t = setupTestDb();
const SECRET = 'k'.repeat(40);

describe('production configuration', () => {
  it('refuses a production start without payments, naming what to set', () => {
    const problems = productionConfigProblems({ NODE_ENV: 'production', TOKEN_SECRET: SECRET });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET/,
    );
  });

  it('wants the whole Stripe configuration and a token secret', () => {
    expect(
      productionConfigProblems({
        NODE_ENV: 'production',
        STRIPE_SECRET_KEY: 'sk',
        TOKEN_SECRET: SECRET,
      }),
    ).toEqual([
      expect.stringMatching(/STRIPE_PUBLISHABLE_KEY/),
      expect.stringMatching(/STRIPE_WEBHOOK_SECRET/),
    ]);
    expect(
      productionConfigProblems({ NODE_ENV: 'production', DEV_PAYMENTS_IN_PRODUCTION: 'true' }),
    ).toEqual([expect.stringMatching(/TOKEN_SECRET/)]);
    // SMTP without a sender address would mail patients from booking@localhost (docs/manage-booking.md).
    expect(
      productionConfigProblems({
        NODE_ENV: 'production',
        DEV_PAYMENTS_IN_PRODUCTION: 'true',
        TOKEN_SECRET: SECRET,
        SMTP_URL: 'smtp://mail.example:587',
      }),
    ).toEqual([expect.stringMatching(/MAIL_FROM/)]);
    const complete = {
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk',
      STRIPE_PUBLISHABLE_KEY: 'pk',
      STRIPE_WEBHOOK_SECRET: 'whsec',
      TOKEN_SECRET: SECRET,
    };
    expect(productionConfigProblems(complete)).toEqual([]);
    expect(productionConfigProblems({ NODE_ENV: 'development' })).toEqual([]);
  });

  it('startServer exits at once with the message, before opening anything', async () => {
    const exit = jest.fn() as unknown as (code: number) => never;
    const report = jest.fn();
    await startServer({ env: { NODE_ENV: 'production', TOKEN_SECRET: SECRET }, exit, report });
    expect(exit).toHaveBeenCalledWith(1);
    expect(report.mock.calls[0][0]).toMatch(
      /Refusing to start in production:[\s\S]*STRIPE_SECRET_KEY/,
    );
    // the privacy key too: one message names everything missing
    expect(report.mock.calls[0][0]).toMatch(/DATA_ENCRYPTION_KEY must be set in production/);
  });

  it('startServer refuses when another process holds the PGlite directory', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'startup-lock-'));
    const dataDir = path.join(dir, 'pglite');
    const release = acquirePgliteLock(dataDir); // stands for the other process
    const saved = process.env.PGLITE_DATA_DIR;
    const savedUrl = process.env.DATABASE_URL; // the PostgreSQL run: this test is about PGlite
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DATA_DIR = dataDir;
    setDbOverride(null);
    try {
      const exit = jest.fn() as unknown as (code: number) => never;
      const report = jest.fn();
      await startServer({ env: { NODE_ENV: 'test' }, exit, report });
      expect(exit).toHaveBeenCalledWith(1);
      expect(report.mock.calls[0][0]).toMatch(
        /Refusing to start: The embedded database .* is in use by another process/,
      );
      expect(fs.existsSync(dataDir)).toBe(false); // never opened
    } finally {
      release();
      setDbOverride(t.db);
      if (saved === undefined) delete process.env.PGLITE_DATA_DIR;
      else process.env.PGLITE_DATA_DIR = saved;
      if (savedUrl !== undefined) process.env.DATABASE_URL = savedUrl;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('GET /api/health and /api/ready', () => {
  it('health answers while the process lives', async () => {
    const res = await callApi<{ status: string; uptimeSeconds: number }>(healthRoute);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('ready answers 200 with each dependency checked', async () => {
    const res = await callApi<{
      status: string;
      checks: Record<string, { ok: boolean; detail?: string }>;
    }>(readyRoute);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ready');
    expect(res.body.checks.database.ok).toBe(true);
    expect(res.body.checks.content).toMatchObject({ ok: true, detail: 'local' });
    expect(res.body.checks.payments).toMatchObject({ ok: true, detail: 'dev' });
  });

  it('ready answers 503 service-unavailable with Retry-After when the database is down', async () => {
    const down = await unreachableDb();
    setDbOverride(down);
    try {
      const res = await callApi<{ error: string; checks: Record<string, { ok: boolean }> }>(
        readyRoute,
      );
      expect(res.status).toBe(503);
      expect(res.body.error).toBe('service-unavailable');
      expect(res.body.checks.database.ok).toBe(false);
      expect(res.body.checks.content.ok).toBe(true);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      setDbOverride(t.db);
    }
  });

  it('production on the dev provider is ready but says so: a banner at start, "dev payments: not for real patients" (docs/operations.md)', () => {
    const env = { NODE_ENV: 'production', DEV_PAYMENTS_IN_PRODUCTION: 'true' };
    expect(paymentsCheck(env)).toEqual({ ok: true, detail: DEV_PAYMENTS_READY_DETAIL });
    expect(DEV_PAYMENTS_READY_DETAIL).toBe('dev payments: not for real patients');
    const report = jest.fn();
    expect(warnOfDevPayments(env, report)).toBe(true);
    expect(report.mock.calls[0][0]).toMatch(
      /WARNING: DEV_PAYMENTS_IN_PRODUCTION=true[\s\S]*Not for real patients/,
    );
    // Development, or production with Stripe: nothing to warn of.
    expect(
      warnOfDevPayments({ NODE_ENV: 'development', DEV_PAYMENTS_IN_PRODUCTION: 'true' }, report),
    ).toBe(false);
    expect(warnOfDevPayments({ ...env, STRIPE_SECRET_KEY: 'sk' }, report)).toBe(false);
    expect(report).toHaveBeenCalledTimes(1);
    expect(paymentsCheck({ NODE_ENV: 'development' })).toEqual({ ok: true, detail: 'dev' });
  });

  it('payments are ready when configured, not when the dev provider is refused', () => {
    expect(paymentsCheck({ NODE_ENV: 'production' }).ok).toBe(false);
    expect(paymentsCheck({ NODE_ENV: 'production', DEV_PAYMENTS_IN_PRODUCTION: 'true' }).ok).toBe(
      true,
    );
    expect(paymentsCheck({ STRIPE_SECRET_KEY: 'sk', STRIPE_PUBLISHABLE_KEY: 'pk' })).toMatchObject({
      ok: false,
    });
    expect(
      paymentsCheck({
        STRIPE_SECRET_KEY: 'sk',
        STRIPE_PUBLISHABLE_KEY: 'pk',
        STRIPE_WEBHOOK_SECRET: 'w',
      }),
    ).toMatchObject({ ok: true, detail: 'stripe' });
  });
});
