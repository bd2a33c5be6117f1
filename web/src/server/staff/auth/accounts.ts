/**
 * Staff accounts (docs/staff-desk.md "Sign-in", "Recovery"): invite (the account and a one-time
 * enrolment link, 24 h), list, change role or locations, disable, enable again, reset a lost
 * second factor. Used by the CLI (scripts/staff.ts) and the admin routes (/api/staff/accounts);
 * every change is audited, and no change leaves the desk without an enabled admin.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, like, ne } from 'drizzle-orm';
import type { Conn, Db, Tx } from '@/server/db/client';
import { siteUrl } from '@/server/notify/emails';
import { recordAudit } from '../audit';
import type { StaffRole } from '@/shared/staff-roles';
import type { StaffActor } from '../actor';
import { staffNow } from '../clock';
import {
  STAFF_ALREADY_ENROLLED,
  STAFF_CONFIRM_SELF,
  STAFF_LAST_ADMIN,
  STAFF_NOT_FOUND,
} from '@/contracts/error-ids';
import { sendStaffLink } from './mail';
import { ENROLMENT_HOURS } from './policy';
import {
  staffPasskey,
  staffSession,
  staffTwoFactor,
  staffUser,
  staffVerification,
  type StaffUserRow,
} from '@/server/db/staff-auth-schema';

export type StaffProfile = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  locations: string[];
  language: 'en' | 'de';
  enrolled: boolean;
  disabled: boolean;
};

export type InviteInput = {
  email: string;
  name: string;
  role: StaffRole;
  locations: string[];
  language: 'en' | 'de';
};

type Auditor = Pick<StaffActor, 'staffId' | 'clientHash'> | null;

export type StaffAccountErrorId =
  | typeof STAFF_ALREADY_ENROLLED
  | typeof STAFF_NOT_FOUND
  | typeof STAFF_LAST_ADMIN
  | typeof STAFF_CONFIRM_SELF;

export class StaffAccountError extends Error {
  constructor(readonly id: StaffAccountErrorId) {
    super(id);
  }
}

/** An account named by its id or its email (the CLI names people by email). */
export type StaffRef = { id: string } | { email: string };

export function profileOf(row: StaffUserRow): StaffProfile {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    locations: row.locations,
    language: row.language,
    enrolled: row.twoFactorEnabled === true,
    disabled: row.disabledAt !== null,
  };
}

const ENROL_PREFIX = 'staff-enrol:';
/** The verification row's identifier: a digest, so the table never holds a usable link. */
export const enrolmentIdentifier = (token: string) =>
  ENROL_PREFIX + createHash('sha256').update(token, 'utf8').digest('base64url');

/** A desk page in the member's language (the desk's language is theirs, not the visitor's). */
export const staffPageUrl = (page: string, language: 'en' | 'de', base = siteUrl()) =>
  `${base}/${language}-ch/staff/${page}`;

export const enrolmentUrl = (token: string, language: 'en' | 'de', base = siteUrl()) =>
  `${staffPageUrl('enrol', language, base)}?token=${encodeURIComponent(token)}`;

/**
 * Creates the account (or renews the link of one not yet enrolled) and a one-time enrolment
 * link; `send` emails it, else the caller shows it (CLI --print).
 */
export async function inviteStaff(
  db: Db,
  input: InviteInput,
  by: Auditor,
  options: { send: boolean; baseUrl?: string },
): Promise<{ staffId: string; url: string }> {
  const email = input.email.trim().toLowerCase();
  const token = randomBytes(32).toString('base64url');
  const now = staffNow();
  const staffId = await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(staffUser).where(eq(staffUser.email, email));
    if (existing?.twoFactorEnabled) throw new StaffAccountError(STAFF_ALREADY_ENROLLED);
    const id = existing?.id ?? randomUUID();
    const profile = {
      name: input.name,
      role: input.role,
      locations: input.locations,
      language: input.language,
      updatedAt: now,
    };
    if (existing) await tx.update(staffUser).set(profile).where(eq(staffUser.id, id));
    else
      await tx
        .insert(staffUser)
        .values({ id, email, emailVerified: true, createdAt: now, ...profile });
    await storeEnrolmentLink(tx, id, token, now);
    await recordAudit(tx, by, {
      action: 'staff-invited',
      detail: { staffId: id, role: input.role },
    });
    return id;
  });
  const url = enrolmentUrl(token, input.language, options.baseUrl);
  if (options.send)
    await sendStaffLink('enrol', email, input.language, url, {
      role: input.role,
      locations: input.locations,
    });
  return { staffId, url };
}

/** One live enrolment link per account: an earlier link of the account stops working. */
async function storeEnrolmentLink(tx: Tx, staffId: string, token: string, now: Date) {
  await tx
    .delete(staffVerification)
    .where(
      and(
        like(staffVerification.identifier, `${ENROL_PREFIX}%`),
        eq(staffVerification.value, staffId),
      ),
    );
  await tx.insert(staffVerification).values({
    id: randomUUID(),
    identifier: enrolmentIdentifier(token),
    value: staffId,
    expiresAt: new Date(now.getTime() + ENROLMENT_HOURS * 3600_000),
    createdAt: now,
    updatedAt: now,
  });
}

async function userOf(db: Conn, ref: StaffRef): Promise<StaffUserRow> {
  const [row] = await db
    .select()
    .from(staffUser)
    .where(
      'id' in ref ? eq(staffUser.id, ref.id) : eq(staffUser.email, ref.email.trim().toLowerCase()),
    );
  if (!row) throw new StaffAccountError(STAFF_NOT_FOUND);
  return row;
}

/**
 * Lost phone (docs/staff-desk.md "Recovery"): removes the member's TOTP secret and backup codes,
 * passkeys, sessions and pending sign-in challenges, marks the account not enrolled and issues a
 * new one-time enrolment link (emailed when `send`, else the caller shows it: CLI --print).
 * Works for an enrolled account; a disabled one keeps its link until it is enabled again
 * (consumeEnrolment refuses disabled accounts).
 */
export async function resetSecondFactor(
  db: Db,
  by: Auditor,
  ref: StaffRef,
  reason: string,
  options: { send: boolean; baseUrl?: string },
): Promise<{ account: StaffProfile; url: string }> {
  const token = randomBytes(32).toString('base64url');
  const now = staffNow();
  const after = await db.transaction(async (tx) => {
    const user = await userOf(tx, ref);
    await tx.delete(staffTwoFactor).where(eq(staffTwoFactor.userId, user.id));
    await tx.delete(staffPasskey).where(eq(staffPasskey.userId, user.id));
    await tx.delete(staffSession).where(eq(staffSession.userId, user.id));
    // A challenge cookie from an emailed link opened before the reset (server/staff/auth).
    await tx
      .delete(staffVerification)
      .where(
        and(like(staffVerification.identifier, '2fa-%'), eq(staffVerification.value, user.id)),
      );
    const [row] = await tx
      .update(staffUser)
      .set({ twoFactorEnabled: false, failedCodes: 0, lockedUntil: null, updatedAt: now })
      .where(eq(staffUser.id, user.id))
      .returning();
    await storeEnrolmentLink(tx, user.id, token, now);
    await recordAudit(tx, by, {
      action: 'staff-2fa-reset',
      detail: { staffId: user.id, reason },
    });
    return row;
  });
  const url = enrolmentUrl(token, after.language, options.baseUrl);
  if (options.send)
    await sendStaffLink('reset', after.email, after.language, url, {
      role: after.role,
      locations: after.locations,
    });
  return { account: profileOf(after), url };
}

/** Enables a disabled account again (docs/staff-desk.md "Recovery"); audited with the reason. */
export async function enableStaff(
  db: Db,
  by: Auditor,
  ref: StaffRef,
  reason: string,
): Promise<StaffProfile> {
  return db.transaction(async (tx) => {
    const user = await userOf(tx, ref);
    if (!user.disabledAt) return profileOf(user);
    const [after] = await tx
      .update(staffUser)
      .set({ disabledAt: null, failedCodes: 0, lockedUntil: null, updatedAt: staffNow() })
      .where(eq(staffUser.id, user.id))
      .returning();
    await recordAudit(tx, by, { action: 'staff-enabled', detail: { staffId: user.id, reason } });
    return profileOf(after);
  });
}

/**
 * Consumes an enrolment token (single use): the account's id, or null when the token is
 * unknown, used, expired or the account is disabled.
 */
export async function consumeEnrolment(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .delete(staffVerification)
    .where(eq(staffVerification.identifier, enrolmentIdentifier(token)))
    .returning();
  if (!row || row.expiresAt <= staffNow()) return null;
  const [user] = await db.select().from(staffUser).where(eq(staffUser.id, row.value));
  return user && !user.disabledAt ? user.id : null;
}

export async function listStaff(db: Db): Promise<StaffProfile[]> {
  const rows = await db.select().from(staffUser).orderBy(asc(staffUser.email));
  return rows.map(profileOf);
}

export async function findStaffByEmail(db: Db, email: string): Promise<StaffUserRow | null> {
  const [row] = await db
    .select()
    .from(staffUser)
    .where(eq(staffUser.email, email.trim().toLowerCase()));
  return row ?? null;
}

export type StaffChange = {
  id: string;
  role?: StaffRole;
  locations?: string[];
  disabled?: true;
  /** Why the account is disabled (audited). */
  reason?: string;
  /** The actor's own role change or disabling, confirmed in the team page. */
  confirmSelf?: boolean;
};

/**
 * Changes role/locations or disables; a disabled account's sessions end at once. Refuses to
 * demote or disable the last enabled admin (`staff-last-admin`), and an admin's change of their
 * own role or account unless confirmed (`staff-confirm-self`; docs/staff-desk.md "Recovery").
 */
export async function changeStaff(db: Db, change: StaffChange, by: Auditor): Promise<StaffProfile> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(staffUser).where(eq(staffUser.id, change.id));
    if (!before) throw new StaffAccountError(STAFF_NOT_FOUND);
    const demoted = !!change.role && change.role !== before.role;
    const disabling = !!change.disabled && !before.disabledAt;
    if (before.role === 'admin' && !before.disabledAt && (demoted || disabling)) {
      // The other enabled admins, locked so two admins demoting each other cannot both pass.
      const others = await tx
        .select({ id: staffUser.id })
        .from(staffUser)
        .where(
          and(
            eq(staffUser.role, 'admin'),
            isNull(staffUser.disabledAt),
            ne(staffUser.id, before.id),
          ),
        )
        .for('update');
      if (others.length === 0) throw new StaffAccountError(STAFF_LAST_ADMIN);
    }
    if (by?.staffId === before.id && (demoted || disabling) && !change.confirmSelf)
      throw new StaffAccountError(STAFF_CONFIRM_SELF);
    const now = staffNow();
    const [after] = await tx
      .update(staffUser)
      .set({
        ...(change.role ? { role: change.role } : {}),
        ...(change.locations ? { locations: change.locations } : {}),
        ...(disabling ? { disabledAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(staffUser.id, change.id))
      .returning();
    if (change.role && change.role !== before.role) {
      await recordAudit(tx, by, {
        action: 'staff-role-changed',
        detail: {
          staffId: change.id,
          from: before.role,
          to: after.role,
          locations: after.locations.join(','),
        },
      });
    }
    // docs/staff-desk.md "Team": a member's locations are theirs to see and act on.
    const sameLocations =
      before.locations.length === after.locations.length &&
      before.locations.every((l) => after.locations.includes(l));
    if (change.locations && !sameLocations) {
      await recordAudit(tx, by, {
        action: 'staff-locations-changed',
        detail: {
          staffId: change.id,
          from: before.locations.join(','),
          to: after.locations.join(','),
        },
      });
    }
    if (disabling) {
      await tx.delete(staffSession).where(eq(staffSession.userId, change.id));
      await recordAudit(tx, by, {
        action: 'staff-disabled',
        detail: { staffId: change.id, ...(change.reason ? { reason: change.reason } : {}) },
      });
    }
    return profileOf(after);
  });
}
