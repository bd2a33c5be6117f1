/**
 * Staff sign-in with better-auth (docs/staff-desk.md "Sign-in"): an emailed magic link, then a
 * TOTP or backup code (twoFactor plugin), or a passkey. better-auth keeps its tables in the
 * app's database (server/db/staff-auth-schema.ts) and owns cookies, sessions, TOTP and WebAuthn;
 * this module adds the desk's rules as hooks: the magic link alone gives no session (a
 * second-factor challenge instead, whatever parameters the link carries), disabled accounts are
 * refused, a TOTP code is accepted once, 5 wrong codes (TOTP or backup) lock the account for 15
 * minutes, a session records when it last proved its second factor (/step-up renews it), and
 * every sign-in outcome is audited. Which endpoint a request may reach is the route's table
 * (./endpoints.ts). One instance per database (tests run many).
 */
import { createHmac } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import {
  APIError,
  createAuthEndpoint,
  createAuthMiddleware,
  getSessionFromCtx,
  sessionMiddleware,
} from 'better-auth/api';
import { deleteSessionCookie, setSessionCookie } from 'better-auth/cookies';
import { magicLink, twoFactor } from 'better-auth/plugins';
import { passkey } from '@better-auth/passkey';
import { and, eq, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/server/db/client';
import { ownOrigins } from '@/server/http/same-origin';
import { siteUrl } from '@/server/notify/emails';
import { keyring } from '@/server/privacy/keys';
import { recordAudit, type AuditAction } from '../audit';
import { staffNow } from '../clock';
import { consumeEnrolment } from './accounts';
import { STEP_UP_MINUTES } from './endpoints';
import { enqueueSignInLink } from './link-job';
import { SIGN_IN_LINK_MINUTES, STAFF_LOCKOUT, STAFF_SESSION } from './policy';
import {
  staffAuthSchema,
  staffSession,
  staffUsedCode,
  staffUser,
  type StaffUserRow,
} from '@/server/db/staff-auth-schema';

export const STAFF_AUTH_BASE_PATH = '/api/staff/auth';
/** Set by the route from the socket (server/holds/client.ts), never from the client. */
export const CLIENT_HASH_HEADER = 'x-staff-client-hash';
/** The cookie of a sign-in waiting for its second factor (the library's name for it). */
export const TWO_FACTOR_COOKIE = 'two_factor';

function authSecret(): string {
  const configured = process.env.STAFF_AUTH_SECRET?.trim();
  if (configured) return configured;
  // Derived from the blind-index key (privacy/keys.ts), so no second secret to configure.
  return createHmac('sha256', keyring().current.indexSecret).update('staff-auth').digest('hex');
}

type HookCtx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const auditorOf = (ctx: HookCtx, staffId: string | null) => ({
  staffId,
  clientHash: ctx.headers?.get(CLIENT_HASH_HEADER) ?? null,
});

async function userById(db: Db, id: string): Promise<StaffUserRow | null> {
  const [row] = await db.select().from(staffUser).where(eq(staffUser.id, id));
  return row ?? null;
}

const locked = (user: StaffUserRow) => !!user.lockedUntil && user.lockedUntil > staffNow();

/** The account behind a pending second-factor challenge (better-auth's signed cookie). */
async function challengedUser(db: Db, ctx: HookCtx): Promise<StaffUserRow | null> {
  const name = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE).name;
  const identifier = await ctx.getSignedCookie(name, ctx.context.secret);
  if (!identifier) return null;
  const found = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return found ? userById(db, found.value) : null;
}

function refuse(status: 'FORBIDDEN' | 'LOCKED' | 'UNAUTHORIZED', code: string): never {
  throw new APIError(status, { code, message: code });
}

async function audit(
  db: Db,
  ctx: HookCtx,
  staffId: string | null,
  action: AuditAction,
  detail?: Record<string, string>,
) {
  await recordAudit(db, auditorOf(ctx, staffId), { action, detail });
}

/** The sign-in methods, as the audit trail names them. */
type Method = 'link' | 'totp' | 'backup-code' | 'passkey';
const CODE_PATHS: Record<string, Method> = {
  '/two-factor/verify-totp': 'totp',
  '/two-factor/verify-backup-code': 'backup-code',
};
/** better-auth's answers to a wrong code; other failures are not the person's code. */
const WRONG_CODE = new Set(['INVALID_CODE', 'INVALID_BACKUP_CODE']);

/** The verify endpoints the step-up calls with the desk session's headers. */
type CodeCheck = (input: { headers: Headers; body: Record<string, unknown> }) => Promise<unknown>;
type Verifiers = { totp: CodeCheck; backupCode: CodeCheck };

function createStaffAuth(db: Db) {
  // Filled once the instance exists: /step-up checks codes through the library's own endpoints
  // (and so through the hooks below: lockout, replay, audit).
  const verifiers: Partial<Verifiers> = {};
  const auth = betterAuth({
    // The issuer an authenticator app shows; get-totp-uri takes it from here, enable from the plugin.
    appName: 'Check-up staff desk',
    basePath: STAFF_AUTH_BASE_PATH,
    // SITE_URL, else the local server (passkeys take their relying-party id from its host).
    baseURL: siteUrl(),
    secret: authSecret(),
    database: drizzleAdapter(db, { provider: 'pg', schema: staffAuthSchema }),
    // The request's own origin and SITE_URL (server/http/same-origin.ts).
    trustedOrigins: (request) =>
      request
        ? ownOrigins({
            headers: Object.fromEntries(request.headers.entries()),
            socket: undefined as never,
          }).concat(siteUrl())
        : [siteUrl()],
    session: {
      // Absolute lifetime; the 30-minute idle end is checked in server/staff/session.ts.
      expiresIn: STAFF_SESSION.absoluteHours * 3600,
      disableSessionRefresh: true,
    },
    // The desk's own limits (server/http/rate-limits.ts, applied by the route) replace the
    // library's, which needs client addresses the session table does not keep.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: process.env.NODE_ENV === 'production',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // No addresses in the session table: the audit trail keeps a keyed digest instead.
      ipAddress: { disableIpTracking: true },
    },
    plugins: [
      magicLink({
        disableSignUp: true,
        expiresIn: SIGN_IN_LINK_MINUTES * 60,
        // The verification table keeps a digest of the link's token, never a usable link.
        storeToken: 'hashed',
        // The same work for any address: the job decides whether an email goes out.
        async sendMagicLink({ email, token }) {
          await enqueueSignInLink(db, email, token);
        },
      }),
      twoFactor({
        issuer: 'Check-up staff desk',
        allowPasswordless: true,
        // The desk's own lock (5 codes, 15 min, audited, on the staff clock) replaces this one.
        accountLockout: { enabled: false },
      }),
      passkey({ rpName: 'Check-up staff desk' }),
      {
        id: 'staff-door',
        endpoints: {
          staffEnrol: createAuthEndpoint(
            '/enrol',
            { method: 'POST', body: z.object({ token: z.string().min(1).max(200) }) },
            async (ctx) => {
              const userId = await consumeEnrolment(db, ctx.body.token);
              if (!userId) refuse('FORBIDDEN', 'ENROLMENT_LINK_INVALID');
              const user = await ctx.context.internalAdapter.findUserById(userId);
              const session = await ctx.context.internalAdapter.createSession(userId);
              // A session without a second factor: staffActorOf refuses it until TOTP is set up.
              await setSessionCookie(ctx, { session, user: user! });
              return ctx.json({ ok: true });
            },
          ),
          // docs/staff-desk.md "Step-up": a signed-in member proves the second factor again.
          staffStepUp: createAuthEndpoint(
            '/step-up',
            {
              method: 'POST',
              body: z.object({ code: z.string().trim().min(6).max(40) }),
              use: [sessionMiddleware],
            },
            async (ctx) => {
              const { session } = ctx.context.session;
              const code = ctx.body.code.replace(/\s+/g, '');
              const method: Method = /^\d{6}$/.test(code) ? 'totp' : 'backup-code';
              const check = method === 'totp' ? verifiers.totp! : verifiers.backupCode!;
              const body = method === 'totp' ? { code } : { code, disableSession: true };
              await check({ headers: ctx.headers ?? new Headers(), body });
              const now = staffNow();
              await db
                .update(staffSession)
                .set({ secondFactorAt: now })
                .where(eq(staffSession.id, session.id));
              await audit(db, ctx, session.userId, 'second-factor-confirmed', { method });
              const freshUntil = new Date(now.getTime() + STEP_UP_MINUTES * 60_000);
              return ctx.json({ freshUntil: freshUntil.toISOString() });
            },
          ),
        },
      },
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const method = CODE_PATHS[ctx.path];
        if (!method) return;
        const found = await codeUser(db, ctx);
        if (!found) return; // the library answers: no challenge, no session
        const { user } = found;
        if (locked(user)) refuse('LOCKED', 'ACCOUNT_LOCKED');
        if (user.disabledAt) refuse('FORBIDDEN', 'ACCOUNT_DISABLED');
        // A TOTP code is accepted once: a second use within its window counts as a wrong one.
        const code = String((ctx.body as { code?: unknown } | undefined)?.code ?? '');
        if (method === 'totp' && !(await claimCode(db, user.id, code))) {
          await wrongCode(db, ctx, user, method, found.signIn, 'replayed');
          refuse('UNAUTHORIZED', 'INVALID_CODE');
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        const failed = returned instanceof APIError || returned instanceof Error;
        if (ctx.path === '/magic-link/verify') return linkOpened(db, ctx, failed);
        const method = CODE_PATHS[ctx.path];
        if (method) return codeAnswered(db, ctx, method, failed);
        if (ctx.path === '/passkey/verify-authentication') return passkeyAnswered(db, ctx, failed);
      }),
    },
  });
  verifiers.totp = (input) => auth.api.verifyTOTP(input as never);
  verifiers.backupCode = (input) => auth.api.verifyBackupCode(input as never);
  return auth;
}

/**
 * The emailed link was opened. The link alone is one factor: whatever the library did, a session
 * it made is ended here and traded for a second-factor challenge (a cookie naming a verification
 * row), also when it answered with a redirect (the route lets no redirect parameters through;
 * this holds without that). Every outcome is audited.
 */
async function linkOpened(db: Db, ctx: HookCtx, failed: boolean) {
  const data = ctx.context.newSession;
  if (data) {
    deleteSessionCookie(ctx, true);
    await ctx.context.internalAdapter.deleteSession(data.session.token);
    ctx.context.setNewSession(null);
  }
  const user = data ? await userById(db, data.user.id) : null;
  const refusal = !data
    ? 'link-invalid'
    : !user || user.disabledAt || !user.twoFactorEnabled
      ? 'account-refused'
      : locked(user)
        ? 'account-locked'
        : failed
          ? 'redirect-refused'
          : null;
  if (refusal) {
    await audit(db, ctx, user?.id ?? null, 'sign-in-failed', { method: 'link', reason: refusal });
    if (refusal === 'link-invalid') refuse('FORBIDDEN', 'SIGN_IN_LINK_INVALID');
    if (refusal === 'account-locked') refuse('LOCKED', 'ACCOUNT_LOCKED');
    refuse('FORBIDDEN', 'SIGN_IN_REFUSED');
  }
  const maxAge = 600;
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, { maxAge });
  const identifier = `2fa-${crypto.randomUUID()}`;
  const expiresAt = new Date(Date.now() + maxAge * 1000);
  await ctx.context.internalAdapter.createVerificationValue({
    value: user!.id,
    identifier,
    expiresAt,
  });
  await ctx.context.internalAdapter.createVerificationValue({
    value: '0',
    identifier: `2fa-attempts-${identifier}`,
    expiresAt,
  });
  await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
  return ctx.json({ twoFactorRedirect: true, twoFactorMethods: ['totp', 'backup-code'] });
}

/**
 * A TOTP or backup code was answered. A new session is a sign-in (with the link's challenge) or
 * the end of enrolment (with an enrolment session); it is stamped with its second factor. With a
 * desk session and no new one it was a step-up, which /step-up stamps and audits. A wrong code
 * counts toward the lock, whichever kind it was.
 */
async function codeAnswered(db: Db, ctx: HookCtx, method: Method, failed: boolean) {
  const session = ctx.context.newSession;
  if (!failed) {
    if (!session) return;
    const enrolling = await isEnrolling(ctx);
    await stampSession(db, session.session.id);
    await db
      .update(staffUser)
      .set({ failedCodes: 0, lockedUntil: null })
      .where(eq(staffUser.id, session.user.id));
    await audit(db, ctx, session.user.id, enrolling ? 'enrolled' : 'sign-in', { method });
    return;
  }
  const code = (ctx.context.returned as APIError).body?.code;
  const found = await codeUser(db, ctx);
  if (found && WRONG_CODE.has(String(code)))
    return wrongCode(db, ctx, found.user, method, found.signIn, 'wrong');
  await audit(db, ctx, found?.user.id ?? null, 'sign-in-failed', {
    method,
    reason: String(code ?? 'refused').toLowerCase(),
  });
}

/** A passkey sign-in: refused for disabled or locked accounts, stamped and audited either way. */
async function passkeyAnswered(db: Db, ctx: HookCtx, failed: boolean) {
  const data = ctx.context.newSession;
  if (failed || !data) {
    await audit(db, ctx, null, 'sign-in-failed', { method: 'passkey', reason: 'not-verified' });
    return;
  }
  const user = await userById(db, data.user.id);
  if (!user || user.disabledAt || locked(user) || !user.twoFactorEnabled) {
    deleteSessionCookie(ctx, true);
    await ctx.context.internalAdapter.deleteSession(data.session.token);
    ctx.context.setNewSession(null);
    await audit(db, ctx, data.user.id, 'sign-in-failed', { method: 'passkey', reason: 'refused' });
    refuse('FORBIDDEN', 'SIGN_IN_REFUSED');
  }
  await stampSession(db, data.session.id);
  await audit(db, ctx, user.id, 'sign-in', { method: 'passkey' });
}

/** One wrong code: counted on the account (5 lock it for 15 minutes) and audited. */
async function wrongCode(
  db: Db,
  ctx: HookCtx,
  user: StaffUserRow,
  method: Method,
  signIn: boolean,
  reason: 'wrong' | 'replayed',
) {
  const [after] = await db
    .update(staffUser)
    .set({ failedCodes: sql`${staffUser.failedCodes} + 1` })
    .where(eq(staffUser.id, user.id))
    .returning();
  await audit(db, ctx, user.id, 'sign-in-failed', {
    method,
    reason,
    during: signIn ? 'sign-in' : 'step-up',
  });
  if (after.failedCodes >= STAFF_LOCKOUT.wrongCodes) {
    const until = new Date(staffNow().getTime() + STAFF_LOCKOUT.minutes * 60_000);
    await db
      .update(staffUser)
      .set({ failedCodes: 0, lockedUntil: until })
      .where(eq(staffUser.id, user.id));
    await audit(db, ctx, user.id, 'account-locked');
  }
}

/**
 * Whose code this is, as the library decides it (verify-two-factor: a session first, else the
 * link's challenge): `signIn` when it is a challenge.
 */
async function codeUser(
  db: Db,
  ctx: HookCtx,
): Promise<{ user: StaffUserRow; signIn: boolean } | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) {
    const user = await userById(db, session.user.id);
    return user ? { user, signIn: false } : null;
  }
  const challenged = await challengedUser(db, ctx);
  return challenged ? { user: challenged, signIn: true } : null;
}

/** TOTP codes are kept this long once used: longer than any window the library accepts. */
const USED_CODE_MINUTES = 5;

/** Claims a TOTP code for the account; false when it was used already (a replay). */
async function claimCode(db: Db, userId: string, code: string): Promise<boolean> {
  const now = new Date(); // TOTP windows are real time, as the library checks them
  const digest = createHmac('sha256', authSecret()).update(`${userId}:${code}`).digest('base64url');
  await db
    .delete(staffUsedCode)
    .where(
      and(
        eq(staffUsedCode.userId, userId),
        lt(staffUsedCode.usedAt, new Date(now.getTime() - USED_CODE_MINUTES * 60_000)),
      ),
    );
  const claimed = await db
    .insert(staffUsedCode)
    .values({ userId, digest, usedAt: now })
    .onConflictDoNothing()
    .returning({ digest: staffUsedCode.digest });
  return claimed.length === 1;
}

/**
 * A new session's start, last use and second factor on the staff clock, which the idle and
 * absolute ends and the step-up read.
 */
async function stampSession(db: Db, sessionId: string): Promise<void> {
  const now = staffNow();
  await db
    .update(staffSession)
    .set({ createdAt: now, updatedAt: now, secondFactorAt: now })
    .where(eq(staffSession.id, sessionId));
}

/** Whether this verify-totp request came with a session (enrolment) rather than a challenge. */
async function isEnrolling(ctx: HookCtx): Promise<boolean> {
  const name = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE).name;
  return !(await ctx.getSignedCookie(name, ctx.context.secret));
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;

const instances = new WeakMap<Db, StaffAuth>();

export function staffAuth(db: Db): StaffAuth {
  let auth = instances.get(db);
  if (!auth) instances.set(db, (auth = createStaffAuth(db)));
  return auth;
}

/**
 * A `Cookie` header carrying this session token, signed as better-auth signs it (HMAC-SHA256,
 * base64): for tests (src/test/staff.ts) and tools that create sessions directly.
 */
export async function sessionCookieHeader(db: Db, token: string): Promise<string> {
  const ctx = await staffAuth(db).$context;
  const signature = createHmac('sha256', ctx.secret).update(token).digest('base64');
  return `${ctx.authCookies.sessionToken.name}=${encodeURIComponent(`${token}.${signature}`)}`;
}
