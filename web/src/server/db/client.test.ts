import { sql } from 'drizzle-orm';
import { rowsOf } from '@/server/db/client';
import { PG_EXCLUSION_VIOLATION, pgErrorCode } from '@/server/db/errors';
import { reservations } from '@/server/db/schema';
import { storedPerson } from '@/test/booking';
import { setupTestDb } from '@/test/db';
import { emailHash } from '@/server/privacy/blind-index';

const t = setupTestDb();

const person = storedPerson('en');

function row(
  name: string,
  room: string,
  start: string,
  end: string,
  extra: Partial<typeof reservations.$inferInsert> = {},
) {
  return {
    name,
    locationSlug: 'bern',
    locationId: 'location.bern',
    roomKey: room,
    startsAt: new Date(start),
    endsAt: new Date(end),
    checkupSlug: 'whole_body_scan',
    checkupId: 'checkupPackage.whole_body_scan',
    personalData: person,
    // A booker per row: one email may hold one start only once (tested below).
    emailHash: emailHash(`${name.toLowerCase()}@example.com`),
    language: 'en' as const,
    locale: 'en-ch',
    holdExpiresAt: new Date(Date.now() + 60_000),
    ...extra,
  };
}

async function codeOf(p: Promise<unknown>): Promise<string | null> {
  try {
    await p;
    return null;
  } catch (err) {
    return pgErrorCode(err);
  }
}

describe('reservations database', () => {
  it('applies the migrations, with the btree_gist extension', async () => {
    const ext = rowsOf<{ extname: string }>(
      await t.db.execute(sql`select extname from pg_extension where extname = 'btree_gist'`),
    );
    expect(ext).toHaveLength(1);
  });

  it('refuses two active reservations overlapping in one room', async () => {
    await t.db
      .insert(reservations)
      .values(row('R-1', 'r1', '2030-01-07T09:00:00Z', '2030-01-07T10:30:00Z'));
    const clash = t.db
      .insert(reservations)
      .values(
        row('R-2', 'r1', '2030-01-07T10:00:00Z', '2030-01-07T11:00:00Z', { status: 'confirmed' }),
      );
    expect(await codeOf(clash)).toBe(PG_EXCLUSION_VIOLATION);
  });

  it('allows back-to-back slots, other rooms, and inactive rows', async () => {
    // [start, end): a slot may start exactly when the previous one ends.
    await t.db
      .insert(reservations)
      .values(row('R-3', 'r1', '2030-01-07T10:30:00Z', '2030-01-07T11:00:00Z'));
    await t.db
      .insert(reservations)
      .values(row('R-4', 'r2', '2030-01-07T09:00:00Z', '2030-01-07T10:30:00Z'));
    await t.db
      .insert(reservations)
      .values(
        row('R-5', 'r1', '2030-01-07T09:00:00Z', '2030-01-07T10:30:00Z', { status: 'expired' }),
      );
    await t.db
      .insert(reservations)
      .values(
        row('R-6', 'r1', '2030-01-07T09:00:00Z', '2030-01-07T10:30:00Z', { status: 'cancelled' }),
      );
    const count = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from reservations`),
    );
    expect(count[0].n).toBe(5);
  });

  it('refuses a pending row without a hold expiry and an end before the start', async () => {
    expect(
      await codeOf(
        t.db.insert(reservations).values(
          row('R-7', 'r3', '2030-01-08T09:00:00Z', '2030-01-08T10:00:00Z', {
            holdExpiresAt: null,
          }),
        ),
      ),
    ).toBe('23514');
    expect(
      await codeOf(
        t.db
          .insert(reservations)
          .values(row('R-8', 'r3', '2030-01-08T10:00:00Z', '2030-01-08T09:00:00Z')),
      ),
    ).toBe('23514');
  });

  it('refuses a second live hold for one email and start time, in any room', async () => {
    const same = { emailHash: emailHash('twice@example.com') };
    await t.db
      .insert(reservations)
      .values(row('R-9', 'r4', '2030-01-09T09:00:00Z', '2030-01-09T10:00:00Z', same));
    expect(
      await codeOf(
        t.db
          .insert(reservations)
          .values(row('R-10', 'r5', '2030-01-09T09:00:00Z', '2030-01-09T10:00:00Z', same)),
      ),
    ).toBe('23505');
    // A hold that ended (expired, cancelled) or a confirmed booking is not a live hold.
    await t.db.insert(reservations).values(
      row('R-11', 'r5', '2030-01-09T09:00:00Z', '2030-01-09T10:00:00Z', {
        ...same,
        status: 'expired',
      }),
    );
  });
});
