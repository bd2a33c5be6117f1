/**
 * better-auth's tables for staff sign-in (migration 0019, docs/staff-desk.md "Sign-in"). The
 * property names are better-auth's field names (its Drizzle adapter maps models by them);
 * the SQL names carry a `staff_` prefix so nothing collides with the booking tables. The staff
 * profile (role, locations, language, disabled, failed codes, lock) lives on the user row.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const staffUser = pgTable(
  'staff_user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    twoFactorEnabled: boolean('two_factor_enabled').default(false),
    // The staff profile: better-auth does not know these fields; server/staff/auth/accounts.ts
    // writes them.
    role: text('role', { enum: ['viewer', 'reception', 'clinical', 'admin'] })
      .notNull()
      .default('viewer'),
    /** Location document _ids (e.g. `location.bern`); ignored for admins (all locations). */
    locations: text('locations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    language: text('language', { enum: ['en', 'de'] })
      .notNull()
      .default('de'),
    disabledAt: at('disabled_at'),
    /** Wrong second-factor codes in a row; 5 lock the account for 15 minutes. */
    failedCodes: integer('failed_codes').notNull().default(0),
    lockedUntil: at('locked_until'),
  },
  (t) => [
    check('staff_user_role_chk', sql`${t.role} IN ('viewer', 'reception', 'clinical', 'admin')`),
    check('staff_user_language_chk', sql`${t.language} IN ('en', 'de')`),
  ],
);
export type StaffUserRow = typeof staffUser.$inferSelect;

export const staffSession = pgTable(
  'staff_session',
  {
    id: text('id').primaryKey(),
    expiresAt: at('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => staffUser.id, { onDelete: 'cascade' }),
    /**
     * When this session last proved a second factor (sign-in or step-up, migration 0024): the
     * secret, new backup codes and passkey changes need it within 5 minutes. Not better-auth's.
     */
    secondFactorAt: at('second_factor_at'),
  },
  (t) => [index('staff_session_user_idx').on(t.userId)],
);

export const staffAccount = pgTable(
  'staff_account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUser.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: at('access_token_expires_at'),
    refreshTokenExpiresAt: at('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('staff_account_user_idx').on(t.userId)],
);

export const staffVerification = pgTable(
  'staff_verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('staff_verification_identifier_idx').on(t.identifier)],
);

export const staffTwoFactor = pgTable(
  'staff_two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUser.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: at('locked_until'),
  },
  (t) => [index('staff_two_factor_user_idx').on(t.userId)],
);

export const staffPasskey = pgTable(
  'staff_passkey',
  {
    id: text('id').primaryKey(),
    name: text('name'),
    publicKey: text('public_key').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUser.id, { onDelete: 'cascade' }),
    credentialID: text('credential_id').notNull(),
    counter: integer('counter').notNull(),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    transports: text('transports'),
    createdAt: at('created_at'),
    aaguid: text('aaguid'),
  },
  (t) => [
    index('staff_passkey_user_idx').on(t.userId),
    index('staff_passkey_credential_idx').on(t.credentialID),
  ],
);

/** TOTP codes already accepted (migration 0024): each is accepted once, never replayed. */
export const staffUsedCode = pgTable(
  'staff_used_code',
  {
    userId: text('user_id')
      .notNull()
      .references(() => staffUser.id, { onDelete: 'cascade' }),
    /** A keyed digest of the code, not the code. */
    digest: text('digest').notNull(),
    usedAt: at('used_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.digest] })],
);

/** The models by better-auth's names, for its Drizzle adapter. */
export const staffAuthSchema = {
  user: staffUser,
  session: staffSession,
  account: staffAccount,
  verification: staffVerification,
  twoFactor: staffTwoFactor,
  passkey: staffPasskey,
};
