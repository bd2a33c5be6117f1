/**
 * The create pipeline's steps one by one (./index.ts), against the seed catalogue and without
 * a database: each refuses with its catalogue id and passes what the next step needs. The
 * transaction step (./take-hold.ts) runs in the route tests (test/routes/create, race,
 * hold-hoarding, idempotent-create).
 */
import { getCatalog, type Catalog } from '@/server/content';
import { DomainError } from '@/server/domain-error';
import { BELOW_MINIMUM_AGE } from '@/contracts/error-ids';
import { SameStartHeld } from '@/server/holds';
import { booker, upcomingSlots, type ReservationDataRequest } from '@/test/booking';
import { IdempotencyKeyConflict } from '@/server/reservations/idempotency';
import { reservationDataSchema, type ReservationData } from '@/shared/reservation-input';
import { BurstGuard } from './burst-guard';
import { checkAge, checkLateTerms } from './eligibility';
import { onInsertError } from './insert-errors';
import { checkPartner } from './partner';
import { partnerRecord, personRecord } from './quote';
import { resolveSelection } from './selection';
import {
  ALREADY_BOOKED,
  CANCELLATION_TERMS_NOT_ACCEPTED,
  HOLD_CHALLENGE_INVALID,
  HOLD_CHALLENGE_REQUIRED,
  PARTNER_ALREADY_BOOKED,
  PARTNER_EMAIL_NOT_ALLOWED,
  RESERVE_OTHER,
} from '@/contracts/error-ids';

const CHECKUP = 'whole_body_scan_with_blood_test';
const LOCATION = 'zurich_bellevue';
let catalog: Catalog;
let start: string;

beforeAll(async () => {
  catalog = await getCatalog();
  [start] = await upcomingSlots({ locationSlug: LOCATION, checkupSlug: CHECKUP });
});

/** The parsed reservation data of a valid request, with `overrides` applied before parsing. */
function data(overrides: Partial<ReservationDataRequest> = {}): ReservationData {
  return reservationDataSchema.parse({
    checkupSlug: CHECKUP,
    locationSlug: LOCATION,
    services: [],
    timeSlotStart: start,
    personalData: booker({ email: 'Anna.Booker@Example.com' }),
    ...overrides,
  });
}

/** The DomainError's catalogue id a step threw (fails the test when it threw something else). */
async function refusal(step: () => unknown): Promise<string> {
  try {
    await step();
  } catch (err) {
    if (err instanceof DomainError) return err.id;
    throw err;
  }
  throw new Error('the step did not refuse');
}

describe('selection', () => {
  it('resolves the check-up, location and slot, with the end from the total duration', () => {
    const s = resolveSelection(catalog, data(), new Date());
    expect(s.pkg.slug).toBe(CHECKUP);
    expect(s.location.slug).toBe(LOCATION);
    expect(s.start.toISOString()).toBe(new Date(start).toISOString());
    expect(s.end.getTime() - s.start.getTime()).toBe(s.pkg.durationMinutes! * 60_000);
    expect(s.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses an unknown check-up and a start off the slot grid', async () => {
    expect(
      await refusal(() => resolveSelection(catalog, data({ checkupSlug: 'nope' }), new Date())),
    ).toBe(RESERVE_OTHER);
    const offGrid = new Date(new Date(start).getTime() + 60_000).toISOString();
    expect(
      await refusal(() => resolveSelection(catalog, data({ timeSlotStart: offGrid }), new Date())),
    ).toBe(RESERVE_OTHER);
  });
});

describe('partner', () => {
  const pkg = { id: 'checkupPackage.x' };
  const never = async () => {
    throw new Error('no invitation lookup expected');
  };
  const partner = { firstName: 'Ben', lastName: 'Muster', email: 'ben@example.com' };
  const invitationId = '5f0c4a8e-2b1d-4c3e-9f6a-7b8c9d0e1f2a';

  it('passes a booking without a partner, with the email in lower case', async () => {
    const role = await checkPartner(data(), pkg, never);
    expect(role).toEqual({ email: 'anna.booker@example.com', partner: null, partnerOf: null });
    expect(partnerRecord(role)).toBeNull();
  });

  it('refuses a booking that both invites and is invited, and a partner with the booker’s email', async () => {
    expect(
      await refusal(() =>
        checkPartner(
          data({ personalDataPartner: partner, reservationIdPartner: invitationId }),
          pkg,
          never,
        ),
      ),
    ).toBe(RESERVE_OTHER);
    expect(
      await refusal(() =>
        checkPartner(
          data({ personalDataPartner: { ...partner, email: 'ANNA.booker@example.com' } }),
          pkg,
          never,
        ),
      ),
    ).toBe(PARTNER_EMAIL_NOT_ALLOWED);
  });

  it('lets the invited partner book only the check-up paid with the invitation', async () => {
    const asked: string[] = [];
    const find = async (id: string, email: string) => {
      asked.push(`${id} ${email}`);
      return { checkupId: 'checkupPackage.other' };
    };
    const invited = data({ reservationIdPartner: invitationId });
    expect(await refusal(() => checkPartner(invited, pkg, find))).toBe(RESERVE_OTHER);
    expect(asked).toEqual([`${invitationId} anna.booker@example.com`]);
    const role = await checkPartner(invited, { id: 'checkupPackage.other' }, find);
    expect(role.partnerOf).toBe(invitationId);
  });
});

describe('eligibility', () => {
  const now = new Date('2026-06-01T10:00:00Z');

  it('refuses a person below the minimum age and passes one without a birth date', async () => {
    const settings = { minimumAge: 18 };
    expect(await refusal(() => checkAge('2010-01-01', settings, now))).toBe(BELOW_MINIMUM_AGE);
    expect(() => checkAge('1990-01-01', settings, now)).not.toThrow();
    expect(() => checkAge(null, settings, now)).not.toThrow();
  });

  it('books a slot inside the free-cancellation window only with the terms accepted', async () => {
    const pkg = catalog.packages.find((p) => p.slug === CHECKUP)!;
    const hours = catalog.settings.freeCancellationUntilHours;
    const soon = new Date(now.getTime() + (hours / 2) * 3_600_000);
    const later = new Date(now.getTime() + (hours + 24) * 3_600_000);
    expect(await refusal(() => checkLateTerms(catalog.settings, pkg, soon, now, undefined))).toBe(
      CANCELLATION_TERMS_NOT_ACCEPTED,
    );
    expect(() => checkLateTerms(catalog.settings, pkg, soon, now, true)).not.toThrow();
    expect(() => checkLateTerms(catalog.settings, pkg, later, now, undefined)).not.toThrow();
  });
});

describe('burst guard', () => {
  const inBurst = { inBurst: true, recent: 40, threshold: 20 };
  const calm = { inBurst: false, recent: 1, threshold: 20 };

  it('asks nothing outside a burst, and an unguarded create never counts', async () => {
    const guard = new BurstGuard({ clientHash: 'c' }, LOCATION, async () => 'sig');
    await guard.beforeTurn(calm);
    await guard.underLock(async () => calm);
    expect(guard.inBurst).toBe(false);
    const unguarded = new BurstGuard(undefined, LOCATION);
    const read = jest.fn(async () => inBurst);
    await unguarded.underLock(read);
    expect(read).not.toHaveBeenCalled();
    expect(unguarded.guarded).toBe(false);
  });

  it('in a burst: 428 without a solution, 403 for a wrong one, the signature for a right one', async () => {
    expect(
      await refusal(() => new BurstGuard({ clientHash: 'c' }, LOCATION).beforeTurn(inBurst)),
    ).toBe(HOLD_CHALLENGE_REQUIRED);
    const wrong = new BurstGuard({ clientHash: 'c', challenge: 'x' }, LOCATION, async () => null);
    expect(await refusal(() => wrong.underLock(async () => inBurst))).toBe(HOLD_CHALLENGE_INVALID);
    const levels: number[] = [];
    const right = new BurstGuard({ clientHash: 'c', challenge: 'x' }, LOCATION, async (_p, e) => {
      levels.push(e.minLevel);
      return 'sig';
    });
    await right.beforeTurn(inBurst);
    // Verified once: the count under the lock is not read again.
    const read = jest.fn(async () => inBurst);
    await right.underLock(read);
    expect(read).not.toHaveBeenCalled();
    expect(right.inBurst).toBe(true);
    expect(right.solution).toBe('sig');
    expect(levels).toHaveLength(1);
  });
});

describe('insert errors', () => {
  const pg = (code: string, constraint?: string) =>
    Object.assign(new Error('db'), { code, constraint });

  it('retries the races PostgreSQL rolled back', () => {
    expect(onInsertError(pg('23P01'), null)).toBe('retry');
    expect(onInsertError(pg('23505', 'reservations_name_unique'), null)).toBe('retry');
    expect(onInsertError(pg('40P01'), null)).toBe('retry');
    expect(onInsertError(pg('40001'), null)).toBe('retry');
  });

  it('maps the unique indexes to their answers', async () => {
    expect(
      await refusal(() => onInsertError(pg('23505', 'reservations_partner_of_active_idx'), null)),
    ).toBe(PARTNER_ALREADY_BOOKED);
    expect(
      await refusal(() =>
        onInsertError(pg('23505', 'reservations_live_hold_email_start_idx'), null),
      ),
    ).toBe(ALREADY_BOOKED);
    expect(await refusal(() => onInsertError(new SameStartHeld(), null))).toBe(ALREADY_BOOKED);
  });

  it('hands a doubled request with an Idempotency-Key to the replay, and rethrows the rest', () => {
    expect(() => onInsertError(new SameStartHeld(), 'k')).toThrow(IdempotencyKeyConflict);
    expect(() => onInsertError(pg('23505', 'reservations_live_hold_email_start_idx'), 'k')).toThrow(
      IdempotencyKeyConflict,
    );
    expect(() => onInsertError(pg('23505', 'idempotency_keys_pkey'), null)).toThrow(
      IdempotencyKeyConflict,
    );
    const other = pg('23502');
    expect(() => onInsertError(other, null)).toThrow(other);
  });
});

describe('person record', () => {
  it('stores the form’s fields with the locale the booking was made in', () => {
    const person = personRecord(
      data({ personalData: booker({ localization: undefined, language: 'en' }) }),
      'https://example.test/en-de/summary',
    );
    expect(person.localization).toBe('en-de');
    expect(person.firstName).toBe('Anna');
  });
});
