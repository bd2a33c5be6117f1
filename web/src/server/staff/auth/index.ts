/**
 * Staff sign-in with better-auth (docs/staff-desk.md "Sign-in"): an emailed magic link, then a
 * TOTP code (twoFactor plugin), or a passkey. better-auth keeps its tables in the app's database
 * (./schema.ts) and owns cookies, sessions, TOTP and WebAuthn; this module adds the desk's
 * rules as hooks: the magic link alone gives no session (a second-factor challenge instead),
 * disabled accounts are refused, 5 wrong codes lock the account for 15 minutes, and sign-ins
 * are audited. One instance per database (tests run many).
 */
import { createHmac } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthEndpoint, createAuthMiddleware } from 'better-auth/api';
import { deleteSessionCookie, setSessionCookie } from 'better-auth/cookies';
import { magicLink, twoFactor } from 'better-auth/plugins';
import { passkey } from '@better-auth/passkey';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/server/db/client';
import { ownOrigins } from '@/server/http/same-origin';
import { siteUrl } from '@/server/notify/emails';
import { keyring } from '@/server/privacy/keys';
import { recordAudit, type AuditAction } from '../audit';
import { staffNow } from '../clock';
import { consumeEnrolment, findStaffByEmail, staffPageUrl } from './accounts';
import { sendStaffLink } from './mail';
import { SIGN_IN_LINK_MINUTES, STAFF_LOCKOUT, STAFF_SESSION } from './policy';
import {
  staffAuthSchema,
  staffSession,
  staffUser,
  type StaffUserRow,
} from '@/server/db/staff-auth-schema';

export const STAFF_AUTH_BASE_PATH = '/api/staff/auth';
/** Set by the route from the socket (server/holds/client.ts), never from the client. */
export const CLIENT_HASH_HEADER = 'x-staff-client-hash';
const TWO_FACTOR_COOKIE = 'two_factor';

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

function refuse(status: 'FORBIDDEN' | 'LOCKED', code: string): never {
  throw new APIError(status, { code, message: code });
}

async function audit(db: Db, ctx: HookCtx, staffId: string | null, action: AuditAction) {
  await recordAudit(db, auditorOf(ctx, staffId), { action });
}

function createStaffAuth(db: Db) {
  return betterAuth({
    appName: 'Staff desk',
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
        // Unknown, disabled or not yet enrolled accounts get no email and the same answer.
        async sendMagicLink({ email, token }) {
          const user = await findStaffByEmail(db, email);
          if (!user || user.disabledAt || !user.twoFactorEnabled) return;
          const url = `${staffPageUrl('sign-in', user.language)}?token=${encodeURIComponent(token)}`;
          await sendStaffLink('signIn', user.email, user.language, url);
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
        id: 'staff-enrolment',
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
        },
      },
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/two-factor/verify-totp') return;
        const user = await challengedUser(db, ctx);
        if (user && locked(user)) refuse('LOCKED', 'ACCOUNT_LOCKED');
        if (user?.disabledAt) refuse('FORBIDDEN', 'ACCOUNT_DISABLED');
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        const failed = returned instanceof APIError || returned instanceof Error;
        if (ctx.path === '/magic-link/verify' && !failed) {
          // The link alone is one factor: trade its session for a TOTP challenge.
          const data = ctx.context.newSession;
          if (!data) return;
          deleteSessionCookie(ctx, true);
          await ctx.context.internalAdapter.deleteSession(data.session.token);
          ctx.context.setNewSession(null);
          const user = await userById(db, data.user.id);
          if (!user || user.disabledAt || !user.twoFactorEnabled)
            refuse('FORBIDDEN', 'SIGN_IN_REFUSED');
          if (locked(user)) refuse('LOCKED', 'ACCOUNT_LOCKED');
          const maxAge = 600;
          const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, { maxAge });
          const identifier = `2fa-${crypto.randomUUID()}`;
          const expiresAt = new Date(Date.now() + maxAge * 1000);
          await ctx.context.internalAdapter.createVerificationValue({
            value: user.id,
            identifier,
            expiresAt,
          });
          await ctx.context.internalAdapter.createVerificationValue({
            value: '0',
            identifier: `2fa-attempts-${identifier}`,
            expiresAt,
          });
          await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
          return ctx.json({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
        }
        if (ctx.path === '/two-factor/verify-totp') {
          const session = ctx.context.newSession;
          if (!failed && session) {
            // With a challenge cookie it was a sign-in; with a session, the end of enrolment.
            const enrolling = await isEnrolling(ctx);
            await stampSession(db, session.session.id);
            await db
              .update(staffUser)
              .set({ failedCodes: 0, lockedUntil: null })
              .where(eq(staffUser.id, session.user.id));
            await audit(db, ctx, session.user.id, enrolling ? 'enrolled' : 'sign-in');
            return;
          }
          if (!failed) return;
          const user = await challengedUser(db, ctx);
          if (!user || (returned as APIError).body?.code !== 'INVALID_CODE') return;
          const [after] = await db
            .update(staffUser)
            .set({ failedCodes: sql`${staffUser.failedCodes} + 1` })
            .where(eq(staffUser.id, user.id))
            .returning();
          await audit(db, ctx, user.id, 'sign-in-failed');
          if (after.failedCodes >= STAFF_LOCKOUT.wrongCodes) {
            const until = new Date(staffNow().getTime() + STAFF_LOCKOUT.minutes * 60_000);
            await db
              .update(staffUser)
              .set({ failedCodes: 0, lockedUntil: until })
              .where(eq(staffUser.id, user.id));
            await audit(db, ctx, user.id, 'account-locked');
          }
          return;
        }
        if (ctx.path === '/passkey/verify-authentication' && !failed) {
          const data = ctx.context.newSession;
          if (!data) return;
          const user = await userById(db, data.user.id);
          if (!user || user.disabledAt || locked(user)) {
            deleteSessionCookie(ctx, true);
            await ctx.context.internalAdapter.deleteSession(data.session.token);
            ctx.context.setNewSession(null);
            refuse('FORBIDDEN', 'SIGN_IN_REFUSED');
          }
          await stampSession(db, data.session.id);
          await audit(db, ctx, user.id, 'sign-in');
        }
      }),
    },
  });
}

/** A new session's start and last use on the staff clock, which the idle and absolute ends read. */
async function stampSession(db: Db, sessionId: string): Promise<void> {
  const now = staffNow();
  await db
    .update(staffSession)
    .set({ createdAt: now, updatedAt: now })
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
