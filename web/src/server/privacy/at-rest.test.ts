/**
 * Integration (PGlite directory; PostgreSQL with DATABASE_URL): a booking made through the API
 * leaves no name, email or phone in the database's raw files (PGlite) or in a pg_dump of the
 * schema (PostgreSQL); it reads back whole and is found by email. Also the data step that
 * seals rows from before encryption, and key rotation.
 */
import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import * as createRoute from '@/pages/api/reservation/create';
import * as fetchUnpaidRoute from '@/pages/api/reservation/fetch-unpaid';
import { rowsOf } from '@/server/db/client';
import { reservations, type PersonalData } from '@/server/db/schema';
import { getReservation } from '@/server/reservations';
import { startApi } from '@/test/api';
import { booker, clientIp, createBody, upcomingSlots } from '@/test/booking';
import { atRestDb, expectNoneIn } from '@/test/at-rest';
import { emailHashCandidates } from './blind-index';
import { reencryptAll } from '@/server/personal-data/reencrypt';
import { sealLegacyRows } from '@/server/personal-data/seal-legacy';

const store = atRestDb('privacy-at-rest-');

const unique = () => randomBytes(4).toString('hex');

it('a booking leaves no name, email or phone in the raw database, and still reads back and is found by email', async () => {
  const tag = unique();
  const phone = `+4179${parseInt(tag, 16).toString().padStart(10, '7').slice(0, 7)}`;
  const street = 'Bahnhofstrasse 1';
  const person = booker({
    lastName: `Zwygart${tag}`,
    email: `privacy.${tag}@example.com`,
    phone,
    street,
  });
  const partner = {
    firstName: 'Beat',
    lastName: `Partnerli${tag}`,
    email: `partner.${tag}@example.com`,
  };
  const [slot] = await upcomingSlots({
    locationSlug: 'bern',
    checkupSlug: 'whole_body_scan_with_blood_test',
  });
  const create = await startApi(createRoute);
  const unpaid = await startApi(fetchUnpaidRoute);
  try {
    const res = await create.post<{ reservation: { id: string; name: string } }>(
      createBody({
        timeSlotStart: slot,
        locationSlug: 'bern',
        checkupSlug: 'whole_body_scan_with_blood_test',
        personalData: person,
        personalDataPartner: partner,
      }),
      clientIp(),
    );
    expect(res.status).toBe(201);
    const { id, name } = res.body.reservation;

    // Reads back whole through the app...
    const row = await getReservation(id, store.handle.db);
    expect(row?.personalData).toMatchObject({
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phone: person.phone,
      street: person.street,
      birthDate: person.birthDate,
      biologicalSex: person.biologicalSex,
    });
    expect(row?.partnerData).toEqual(partner);
    // ...is found by email (blind index), and the id + email lookup answers.
    const found = await store.handle.db
      .select({ id: reservations.id })
      .from(reservations)
      .where(inArray(reservations.emailHash, emailHashCandidates(person.email.toUpperCase())));
    expect(found.map((r) => r.id)).toEqual([id]);
    const lookup = await unpaid.get<{ reservation: { id: string } }>(
      { id, email: person.email },
      clientIp(),
    );
    expect(lookup.status).toBe(200);
    expect(lookup.body.reservation.id).toBe(id);

    // The raw bytes: the reference (stored plain) is there, so the search can find text...
    const raw = await store.rawBytes();
    expect(raw.includes(name)).toBe(true);
    // ...but no person: booker's email, phone, last name, street; the partner's name and email.
    expectNoneIn(raw, [
      person.email,
      phone.slice(1),
      person.lastName,
      street,
      partner.lastName,
      partner.email,
    ]);
  } finally {
    await create.close();
    await unpaid.close();
  }
}, 120_000);

describe('after the raw-files test (PGlite reopened)', () => {
  beforeAll(() => store.reopen(), 120_000);

  it('seals rows written before encryption, once (data step of migration 0007)', async () => {
    const tag = unique();
    const plain = { ...booker({ lastName: `Legacy${tag}`, email: `Legacy.${tag}@example.com` }) };
    const partner = { firstName: 'P', lastName: `Old${tag}`, email: `old.${tag}@example.com` };
    const [slot] = await upcomingSlots({
      locationSlug: 'basel_zentral',
      checkupSlug: 'whole_body_scan_with_blood_test',
    });
    await store.handle.db.execute(sql`
      insert into reservations (name, status, location_slug, location_id, room_key, starts_at,
        ends_at, checkup_slug, checkup_id, personal_data, partner_data, is_partner_booking,
        language, locale)
      values (${`LEG-${tag}`}, 'confirmed', 'basel_zentral', 'location.basel_zentral', 'x',
        ${slot}::timestamptz, ${slot}::timestamptz + interval '90 minutes', 'whole_body_scan',
        'checkupPackage.whole_body_scan',
        ${JSON.stringify(plain)}::jsonb, ${JSON.stringify(partner)}::jsonb, true, 'de', 'de-ch')`);
    expect(await sealLegacyRows(store.handle.db)).toBe(1);
    expect(await sealLegacyRows(store.handle.db)).toBe(0);
    const [stored] = rowsOf<{ personal_data: unknown; partner_data: unknown; email_hash: string }>(
      await store.handle.db.execute(
        sql`select personal_data, partner_data, email_hash from reservations where name = ${`LEG-${tag}`}`,
      ),
    );
    const text = JSON.stringify(stored);
    expect(text).not.toContain(tag); // neither name nor email left readable
    expect(stored.personal_data).toMatchObject({ v: 1, kid: 'dev' });
    expect(emailHashCandidates(plain.email)).toContain(stored.email_hash);
    const [row] = await store.handle.db
      .select()
      .from(reservations)
      .where(eq(reservations.name, `LEG-${tag}`));
    expect(row.personalData).toEqual(plain);
    expect(row.partnerData).toEqual(partner);
    expect(row.partnerEmailHash).not.toBeNull();
  });

  it('gives a sealed row written without its hashes (another data step) its hashes, once', async () => {
    const tag = unique();
    const person = booker({ email: `nohash.${tag}@example.com` }) as unknown as PersonalData;
    const [slot] = await upcomingSlots({
      locationSlug: 'basel_zentral',
      checkupSlug: 'whole_body_scan_with_blood_test',
    });
    const [row] = await store.handle.db
      .insert(reservations)
      .values({
        name: `NOH-${tag}`,
        status: 'cancelled',
        locationSlug: 'basel_zentral',
        locationId: 'location.basel_zentral',
        roomKey: 'y',
        startsAt: new Date(slot),
        endsAt: new Date(new Date(slot).getTime() + 90 * 60_000),
        checkupSlug: 'whole_body_scan',
        checkupId: 'checkupPackage.whole_body_scan',
        personalData: person,
        language: 'de',
        locale: 'de-ch',
      })
      .returning();
    expect(row.emailHash).toBeNull();
    expect(await sealLegacyRows(store.handle.db)).toBe(1);
    expect(await sealLegacyRows(store.handle.db)).toBe(0);
    const [after] = await store.handle.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, row.id));
    expect(emailHashCandidates(person.email)).toContain(after.emailHash);
  });

  it('re-encrypts every value under a new key; old hashes and values stay usable meanwhile', async () => {
    const before = await store.handle.db.select().from(reservations);
    expect(before.length).toBeGreaterThan(0);
    const saved = { key: process.env.DATA_ENCRYPTION_KEY, keys: process.env.DATA_ENCRYPTION_KEYS };
    process.env.DATA_ENCRYPTION_KEY = `r2:${randomBytes(32).toString('base64')}`;
    try {
      // Rotation without downtime: old values read, lookups find the old hash.
      const one = before[0];
      const match = await store.handle.db
        .select({ id: reservations.id })
        .from(reservations)
        .where(inArray(reservations.emailHash, emailHashCandidates(one.personalData.email)));
      expect(match.map((r) => r.id)).toContain(one.id);

      expect((await reencryptAll(store.handle.db)).reencrypted).toBe(before.length);
      expect((await reencryptAll(store.handle.db)).reencrypted).toBe(0);
      const kids = rowsOf<{ kid: string; pkid: string | null }>(
        await store.handle.db.execute(
          sql`select personal_data->>'kid' as kid, partner_data->>'kid' as pkid from reservations`,
        ),
      );
      for (const k of kids) {
        expect(k.kid).toBe('r2');
        if (k.pkid !== null) expect(k.pkid).toBe('r2');
      }
      const after = await store.handle.db.select().from(reservations);
      const byId = new Map(before.map((r) => [r.id, r]));
      for (const row of after) {
        expect(row.personalData).toEqual(byId.get(row.id)!.personalData);
        expect(row.partnerData).toEqual(byId.get(row.id)!.partnerData);
      }
    } finally {
      if (saved.key === undefined) delete process.env.DATA_ENCRYPTION_KEY;
      else process.env.DATA_ENCRYPTION_KEY = saved.key;
    }
  });
});
