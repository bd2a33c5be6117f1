/**
 * Staff sign-in as a browser does it, through the real auth route (docs/staff-desk.md
 * "Sign-in"): a cookie jar per browser, each its own client address (jest.setup.ts trusts one
 * proxy hop, so rate limits do not mix tests), enrolment through an invite, the emailed link
 * (read from the mailer after the job ran) and TOTP codes computed from the enrolment's secret.
 */
import { TOTP } from 'otpauth';
import type { Db } from '@/server/db/client';
import { jobsSettled } from '@/server/jobs';
import { setMailer, type OutgoingMail } from '@/server/notify/mailer';
import authRoute from '@/pages/api/staff/auth/[...all]';
import meRoute from '@/pages/api/staff/me';
import { inviteStaff } from '@/server/staff/auth/accounts';
import { STAFF_AUTH_BASE_PATH } from '@/server/staff/auth';
import { setStaffClock } from '@/server/staff/clock';
import type { StaffRole } from '@/shared/staff-roles';
import { startApi, type TestApi } from './api';

/** A tiny cookie jar: name=value pairs from Set-Cookie. */
export class Jar {
  private static clients = 0;
  readonly address = `198.51.100.${++Jar.clients % 250}`;
  cookies = new Map<string, string>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const [name, ...rest] = pair.split('=');
      const expired = attrs.some((a) => /max-age=0$/i.test(a.trim()));
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), rest.join('='));
    }
  }
  get header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export type Answer = { status: number; body: any; headers: Headers }; // eslint-disable-line @typescript-eslint/no-explicit-any -- the library's JSON

/**
 * better-auth checks TOTP codes against the real time, one 30 s step either side. A code is
 * accepted once, so a second code of the same account comes from the next step (`ahead` 1):
 * both stay valid if a step ends between making and checking them.
 */
export const codeOf = (uri: string, ahead = 0) =>
  new TOTP({ secret: new URL(uri).searchParams.get('secret')! }).generate({
    timestamp: Date.now() + ahead * 30_000,
  });

/**
 * The staff sign-in's routes over HTTP for a test file (the auth route at its base path and
 * /api/staff/me), emails into `mails`, the staff clock at `now()`; registers beforeAll/afterAll.
 */
export function staffAuthApis(deps: { mails: OutgoingMail[]; now: () => Date }) {
  let auth: TestApi | null = null;
  let me: TestApi | null = null;
  beforeAll(async () => {
    auth = await startApi(
      { default: authRoute, config: { api: { bodyParser: false } } },
      STAFF_AUTH_BASE_PATH,
    );
    me = await startApi(meRoute, '/api/staff/me');
    setMailer({ send: async (m) => void deps.mails.push(m) });
    setStaffClock(deps.now);
  });
  afterAll(async () => {
    setStaffClock(null);
    setMailer(null);
    await auth?.close();
    await me?.close();
  });
  const ready = (api: TestApi | null) => {
    if (!api) throw new Error('staffAuthApis: not started (use it inside tests)');
    return api;
  };
  return {
    get auth() {
      return ready(auth);
    },
    get me() {
      return ready(me);
    },
  };
}

export function staffDoor(deps: { db: () => Db; auth: () => TestApi; mails: OutgoingMail[] }) {
  async function call(
    jar: Jar,
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const res = await fetch(`${deps.auth().url}${path}`, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      headers: {
        cookie: jar.header,
        'x-forwarded-for': jar.address,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    jar.take(res);
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
  }

  /** Invites and enrols an account; `jar` holds its desk session, `backupCodes` its codes. */
  async function enrol(email: string, role: StaffRole = 'reception') {
    const invited = await inviteStaff(
      deps.db(),
      { email, name: 'Rita', role, locations: ['location.bern'], language: 'de' },
      null,
      { send: false },
    );
    const token = new URL(invited.url).searchParams.get('token')!;
    const jar = new Jar();
    expect((await call(jar, '/enrol', { body: { token } })).status).toBe(200);
    const enabled = await call(jar, '/two-factor/enable', { body: { method: 'totp' } });
    expect(enabled.status).toBe(200);
    const uri = enabled.body.totpURI as string;
    const verified = await call(jar, '/two-factor/verify-totp', { body: { code: codeOf(uri) } });
    expect(verified.status).toBe(200);
    return {
      jar,
      uri,
      staffId: invited.staffId,
      backupCodes: enabled.body.backupCodes as string[],
    };
  }

  /** The emailed link's token for `email` (null when no email went out). */
  async function requestLink(email: string, jar = new Jar()): Promise<string | null> {
    deps.mails.length = 0;
    expect((await call(jar, '/sign-in/magic-link', { body: { email } })).status).toBe(200);
    await jobsSettled();
    const mail = deps.mails.find((m) => m.to === email);
    if (!mail) return null;
    return new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token');
  }

  /** Link opened: a jar holding the second-factor challenge, not a session. */
  async function challenge(email: string): Promise<Jar> {
    const jar = new Jar();
    const token = await requestLink(email, jar);
    const verified = await call(jar, `/magic-link/verify?token=${token}`);
    expect(verified.body).toMatchObject({ twoFactorRedirect: true });
    return jar;
  }

  return { call, enrol, requestLink, challenge };
}
