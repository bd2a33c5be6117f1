/**
 * Staff accounts (docs/staff-desk.md "Sign-in"): invite (the account and a one-time enrolment
 * link, 24 h), list, change role or locations, disable. Used by the CLI (scripts/staff.ts) and
 * the admin routes (/api/staff/accounts); every change is audited.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, like } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { siteUrl } from '@/server/notify/emails';
import { recordAudit } from '../audit';
import type { StaffRole } from '@/shared/staff-roles';
import type { StaffActor } from '../actor';
import { staffNow } from '../clock';
import { sendStaffLink } from './mail';
import { ENROLMENT_HOURS } from './policy';
import {
  staffSession,
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

export class StaffAccountError extends Error {
  constructor(readonly id: 'staff-already-enrolled' | 'staff-not-found') {
    super(id);
  }
}

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
    if (existing?.twoFactorEnabled) throw new StaffAccountError('staff-already-enrolled');
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
    // One live link per account: an earlier invite's link stops working.
    await tx
      .delete(staffVerification)
      .where(
        and(
          like(staffVerification.identifier, `${ENROL_PREFIX}%`),
          eq(staffVerification.value, id),
        ),
      );
    await tx.insert(staffVerification).values({
      id: randomUUID(),
      identifier: enrolmentIdentifier(token),
      value: id,
      expiresAt: new Date(now.getTime() + ENROLMENT_HOURS * 3600_000),
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, by, {
      action: 'staff-invited',
      detail: { staffId: id, role: input.role },
    });
    return id;
  });
  const url = enrolmentUrl(token, input.language, options.baseUrl);
  if (options.send) await sendStaffLink('enrol', email, input.language, url);
  return { staffId, url };
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
};

/** Changes role/locations or disables; a disabled account's sessions end at once. */
export async function changeStaff(db: Db, change: StaffChange, by: Auditor): Promise<StaffProfile> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(staffUser).where(eq(staffUser.id, change.id));
    if (!before) throw new StaffAccountError('staff-not-found');
    const now = staffNow();
    const [after] = await tx
      .update(staffUser)
      .set({
        ...(change.role ? { role: change.role } : {}),
        ...(change.locations ? { locations: change.locations } : {}),
        ...(change.disabled && !before.disabledAt ? { disabledAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(staffUser.id, change.id))
      .returning();
    if (change.role || change.locations) {
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
    if (change.disabled && !before.disabledAt) {
      await tx.delete(staffSession).where(eq(staffSession.userId, change.id));
      await recordAudit(tx, by, { action: 'staff-disabled', detail: { staffId: change.id } });
    }
    return profileOf(after);
  });
}
