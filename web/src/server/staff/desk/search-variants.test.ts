/**
 * Search however typed (docs/staff-desk.md "Search however typed") through POST
 * /api/staff/search, on PGlite or PostgreSQL: transliterated and dropped umlauts, the start of a
 * name, first and last name together, all through blind-index name terms (never a decrypted
 * scan); rows written before the terms existed found after the backfill; the patient view lists
 * every booking of the same email or phone.
 */
import { eq, inArray } from 'drizzle-orm';
import { getCatalog } from '@/server/content';
import { localSource, setContentSource } from '@/server/content/source';
import { reservations } from '@/server/db/schema';
import { nameQueryTerms, nameTermHashes } from '@/server/privacy/blind-index';
import { callApi } from '@/test/api';
import { setupTestDb } from '@/test/db';
import { bookingPerson } from '@/test/booking';
import { deskBooking } from '@/test/desk';
import { signedInStaff, type SignedInStaff } from '@/test/staff';
import * as searchRoute from '@/pages/api/staff/search';
import * as patientRoute from '@/pages/api/staff/patient';
import type { SearchResponse } from '@/contracts/staff-search';
import type { StaffPatientResponse } from '@/contracts/staff-patient';
import { backfillSearchIndexes } from './backfill';

const t = setupTestDb({ worker: false });
const ZURICH = 'location.zurich_bellevue';
let staff: SignedInStaff;
let bern: SignedInStaff;
const ids: Record<string, string> = {};

type Person = Parameters<typeof bookingPerson>[0];

/** A booking of `person` at `at`, its id kept as `ids[key]`. */
async function insert(
  key: string,
  person: Person,
  at: string,
  extra: Partial<typeof reservations.$inferInsert> = {},
) {
  const catalog = await getCatalog();
  const startsAt = new Date(at);
  const [row] = await t.db
    .insert(reservations)
    .values({
      ...deskBooking({ catalog, startsAt, person: bookingPerson(person) }),
      ...extra,
    })
    .returning({ id: reservations.id });
  ids[key] = row.id;
}

/** The patients searched for: key, person, appointment, and what else their row says. */
const PATIENTS: [string, Person, string, Partial<typeof reservations.$inferInsert>?][] = [
  [
    'hans',
    { firstName: 'Hans', lastName: 'Müller', email: 'hans@example.com' },
    '2031-05-05T08:00:00Z',
  ],
  [
    'hans2',
    { firstName: 'Hans', lastName: 'Müller', email: 'hans@example.com' },
    '2031-06-05T08:00:00Z',
  ],
  [
    'hansPhone',
    { firstName: 'H.', lastName: 'Mueller', email: 'other@example.com', phone: '+41 79 123 45 67' },
    '2031-07-05T08:00:00Z',
  ],
  [
    'anna',
    {
      firstName: 'Anna',
      lastName: 'Müller',
      email: 'anna.m@example.com',
      phone: '+41 78 000 00 00',
    },
    '2031-05-06T08:00:00Z',
  ],
  [
    'goessi',
    { firstName: 'Reto', lastName: 'Gössi', email: 'reto@example.com', phone: '+41 76 111 11 11' },
    '2031-05-07T08:00:00Z',
  ],
  [
    'brunner',
    {
      firstName: 'Lea',
      lastName: 'Brunner-Lüthi',
      email: 'lea@example.com',
      phone: '+41 76 222 22 22',
    },
    '2031-05-08T08:00:00Z',
  ],
  // Written before migration 0026: no name terms until the backfill.
  [
    'legacy',
    { firstName: 'Urs', lastName: 'Stäheli', email: 'urs@example.com', phone: '+41 76 333 33 33' },
    '2031-05-09T08:00:00Z',
    { nameTerms: null },
  ],
];

beforeAll(async () => {
  setContentSource(localSource());
  staff = await signedInStaff(t.db, { role: 'reception', locations: [ZURICH], language: 'de' });
  bern = await signedInStaff(t.db, { role: 'reception', locations: ['location.bern'] });
  for (const [key, person, at, extra] of PATIENTS) await insert(key, person, at, extra);
  // Same phone as Hans Müller's first booking but another email (the patient view's phone match).
  await t.db
    .update(reservations)
    .set({
      phoneHash: (await t.db.select().from(reservations).where(eq(reservations.id, ids.hans)))[0]
        .phoneHash,
    })
    .where(eq(reservations.id, ids.hansPhone));
});

async function search(q: string, who = staff) {
  const res = await callApi<SearchResponse>(searchRoute, {
    method: 'POST',
    body: { q },
    headers: { 'content-type': 'application/json', ...who.headers },
  });
  expect(res.status).toBe(200);
  return res.body.results;
}
const found = async (q: string) => (await search(q)).map((r) => r.id).sort();

it.each([
  ['Mueller', ['hans', 'hans2', 'hansPhone', 'anna']],
  ['Müller', ['hans', 'hans2', 'hansPhone', 'anna']],
  ['muller', ['hans', 'hans2', 'anna']],
  ['Müll', ['hans', 'hans2', 'hansPhone', 'anna']],
  ['Muel', ['hans', 'hans2', 'hansPhone', 'anna']],
  ['Hans Müller', ['hans', 'hans2']],
  ['Müller Hans', ['hans', 'hans2']],
  ['hans mueller', ['hans', 'hans2']],
  ['Goessi', ['goessi']],
  ['Gössi', ['goessi']],
  ['Gossi', ['goessi']],
  ['Goes', ['goessi']],
  ['Luethi', ['brunner']],
  ['Brunner-Lüthi', ['brunner']],
  ['Anna M', ['anna']],
])('"%s" finds %j', async (q, keys) => {
  expect(await found(q)).toEqual(keys.map((k) => ids[k]).sort());
});

it('says how a row matched: the exact last name first, else the name terms', async () => {
  const results = await search('Müller');
  expect(results.find((r) => r.id === ids.hans)!.matchedBy).toBe('last-name');
  expect((await search('Müll')).every((r) => r.matchedBy === 'name')).toBe(true);
});

it('two letters are no name (Mü is Mue); another location’s receptionist finds nothing', async () => {
  expect(await found('Mu')).toEqual([]);
  expect(await found('Mü')).toEqual(await found('Mue'));
  expect(await search('Mueller', bern)).toEqual([]);
});

it('stores hashes only: no name, spelling or prefix in clear', async () => {
  const [row] = await t.db
    .select({ terms: reservations.nameTerms })
    .from(reservations)
    .where(eq(reservations.id, ids.hans));
  expect(row.terms!.length).toBeGreaterThan(10);
  expect(row.terms!.every((h) => /^[0-9a-f]{16}$/.test(h))).toBe(true);
  expect(row.terms).toEqual(nameTermHashes('Hans', 'Müller'));
  expect(nameQueryTerms('Hans M')).toHaveLength(1);
});

it('finds rows written before the name terms once the backfill ran', async () => {
  expect(await found('Staeheli')).toEqual([]);
  expect(await backfillSearchIndexes(t.db)).toBeGreaterThanOrEqual(1);
  expect(await found('Staeheli')).toEqual([ids.legacy]);
  expect(await found('Stähe')).toEqual([ids.legacy]);
  const [row] = await t.db
    .select({ terms: reservations.nameTerms })
    .from(reservations)
    .where(inArray(reservations.id, [ids.legacy]));
  expect(row.terms).toEqual(nameTermHashes('Urs', 'Stäheli'));
});

it('finds an invited partner who has not booked yet by name or email, under the booker’s booking; once booked, by their own', async () => {
  const catalog = await getCatalog();
  const partner = { firstName: 'Jürg', lastName: 'Gerber-Nydegger', email: 'juerg@example.com' };
  const [booker] = await t.db
    .insert(reservations)
    .values(
      deskBooking({
        catalog,
        startsAt: new Date('2031-08-04T08:00:00Z'),
        person: bookingPerson({
          firstName: 'Vreni',
          lastName: 'Gerber',
          email: 'vreni@example.com',
          phone: '+41 76 444 44 44',
        }),
        partner,
      }),
    )
    .returning({ id: reservations.id });
  for (const q of ['Juerg Gerber', 'Nydegger', 'gerber nyd', 'JUERG@example.com']) {
    const results = await search(q);
    expect(results.map((r) => [r.id, r.matchedBy, r.invitedPartner])).toEqual([
      [booker.id, 'partner', 'Jürg Gerber-Nydegger'],
    ]);
  }
  // The booker's own name matches as hers, with no partner named.
  const own = (await search('Vreni Gerber'))[0];
  expect([own.id, own.matchedBy, own.invitedPartner]).toEqual([booker.id, 'name', undefined]);
  // Another location's receptionist does not see the invitation either.
  expect(await search('Nydegger', bern)).toEqual([]);

  const [mine] = await t.db
    .insert(reservations)
    .values(
      deskBooking({
        catalog,
        startsAt: new Date('2031-08-05T08:00:00Z'),
        person: bookingPerson({ ...partner, phone: '+41 76 555 55 55' }),
        partnerOfReservationId: booker.id,
      }),
    )
    .returning({ id: reservations.id });
  const after = await search('Nydegger');
  expect(after.map((r) => [r.id, r.matchedBy, r.invitedPartner])).toEqual([
    [mine.id, 'name', undefined],
  ]);
});

it('the patient view lists the same person’s bookings by email or phone, with history', async () => {
  const res = await callApi<StaffPatientResponse>(patientRoute, {
    query: { booking: ids.hans },
    headers: staff.headers,
  });
  expect(res.status).toBe(200);
  expect(res.body.person.name).toBe('Hans Müller');
  const by = Object.fromEntries(res.body.bookings.map((b) => [b.id, b.sameBy]));
  expect(by).toEqual({ [ids.hans]: 'booking', [ids.hans2]: 'email', [ids.hansPhone]: 'phone' });
  // The view itself is in the history (who looked at Hans Müller).
  const again = await callApi<StaffPatientResponse>(patientRoute, {
    query: { booking: ids.hans },
    headers: staff.headers,
  });
  const own = again.body.bookings.find((b) => b.id === ids.hans)!;
  expect(own.history.map((h) => [h.action, h.staff])).toContainEqual([
    'booking-viewed',
    'Staff reception',
  ]);
  // Not for another location's receptionist; no personal data in the query, just an id.
  const refused = await callApi(patientRoute, {
    query: { booking: ids.hans },
    headers: bern.headers,
  });
  expect(refused.status).toBe(403);
  expect(
    (await callApi(patientRoute, { query: { booking: 'Müller' }, headers: staff.headers })).status,
  ).toBe(400);
});
