/**
 * The desk's search (docs/staff-desk.md, "Search"): a query is taken for every kind its shape
 * allows (a reference, an email, a phone number, a last name, a name however typed) and matched
 * through the blind indexes for the encrypted fields: exactly, and for names by the term hashes
 * of every spelling and prefix (migration 0026), every typed word matching one; an invited
 * partner who has not booked yet by their name terms and email hash on the booker's row
 * (migration 0034). Only the actor's locations; the audit entry says which kinds matched and
 * how many bookings, never the query.
 */
import {
  and,
  arrayOverlaps,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
} from 'drizzle-orm';
import {
  SEARCH_LIMIT,
  type SearchKind,
  type SearchRequest,
  type SearchResponse,
} from '@/contracts/staff-search';
import { zurichDate } from '@/server/availability';
import { zurichDays } from '@/server/availability/zone';
import { getCatalog, type Catalog } from '@/server/content';
import type { Db } from '@/server/db/client';
import { reservations, staffAudit, staffUser } from '@/server/db/schema';
import { DomainError } from '@/server/domain-error';
import { PATIENT_LIMIT, type StaffPatientResponse } from '@/contracts/staff-patient';
import { STAFF_BOOKING_NOT_FOUND, STAFF_FORBIDDEN } from '@/contracts/error-ids';
import { ApiError } from '@/server/http';
import {
  emailHashCandidates,
  lastNameHashCandidates,
  nameQueryTerms,
  normaliseLastName,
  normalisePhone,
  phoneHashCandidates,
} from '@/server/privacy/blind-index';
import { seesLocation, type StaffActor } from '../actor';
import { recordAudit } from '../audit';
import { deskRows, partnerReservationId, type DeskRow } from './rows';
import { toDayBooking } from './summary';

/** "ZUR-7K3M-Q9", also typed without dashes or in lower case (server/reservations/names.ts). */
const REFERENCE = /^([a-z]{3})-?([a-z0-9]{4})-?([a-z0-9]{2})$/i;
const PHONE = /^[+\d\s().\/-]+$/;
/** More words than a full name has are not a name (and would only cost lookups). */
const MAX_NAME_WORDS = 4;

type Probe = { kind: SearchKind; where: SQL; matches: (row: MatchRow) => boolean };
type MatchRow = Pick<DeskRow, 'name' | 'partnerReservationId'> & {
  emailHash: string | null;
  phoneHash: string | null;
  lastNameHash: string | null;
  nameTerms: string[] | null;
  partnerEmailHash: string | null;
  partnerNameTerms: string[] | null;
};

/**
 * A booking for two whose partner has no live reservation yet: only there does the partner
 * stand in the booker's row alone (once booked, their own row is found by their own name).
 */
const partnerNotBooked = and(
  isNotNull(reservations.partnerEmailHash),
  isNull(partnerReservationId),
)!;

/** Every typed word matches one of the row's `terms` (one GIN lookup per word). */
const allWordsIn = (
  words: string[][],
  column: typeof reservations.nameTerms | typeof reservations.partnerNameTerms,
) => and(...words.map((terms) => arrayOverlaps(column, terms)))!;
const hasAllWords = (words: string[][], terms: string[] | null) =>
  terms !== null && words.every((word) => word.some((h) => terms.includes(h)));

/** The kinds a query may be, each with its condition; empty when it can be none. */
export function searchProbes(q: string): Probe[] {
  const probes: Probe[] = [];
  const ref = REFERENCE.exec(q);
  if (ref) {
    const name = `${ref[1]}-${ref[2]}-${ref[3]}`.toUpperCase();
    probes.push({
      kind: 'reference',
      where: eq(reservations.name, name),
      matches: (r) => r.name === name,
    });
  }
  if (q.includes('@')) {
    const hashes = emailHashCandidates(q);
    probes.push({
      kind: 'email',
      where: inArray(reservations.emailHash, hashes),
      matches: (r) => r.emailHash !== null && hashes.includes(r.emailHash),
    });
    probes.push({
      kind: 'partner',
      where: and(inArray(reservations.partnerEmailHash, hashes), partnerNotBooked)!,
      matches: (r) =>
        r.partnerReservationId === null &&
        r.partnerEmailHash !== null &&
        hashes.includes(r.partnerEmailHash),
    });
    return probes; // an email is nothing else
  }
  if (PHONE.test(q) && normalisePhone(q)) {
    const hashes = phoneHashCandidates(q);
    probes.push({
      kind: 'phone',
      where: inArray(reservations.phoneHash, hashes),
      matches: (r) => r.phoneHash !== null && hashes.includes(r.phoneHash),
    });
  }
  if (/\p{L}/u.test(q) && normaliseLastName(q)) {
    const hashes = lastNameHashCandidates(q);
    probes.push({
      kind: 'last-name',
      where: inArray(reservations.lastNameHash, hashes),
      matches: (r) => r.lastNameHash !== null && hashes.includes(r.lastNameHash),
    });
    const words = nameQueryTerms(q);
    if (words.length > 0 && words.length <= MAX_NAME_WORDS)
      probes.push(
        {
          kind: 'name',
          where: allWordsIn(words, reservations.nameTerms),
          matches: (r) => hasAllWords(words, r.nameTerms),
        },
        {
          kind: 'partner',
          where: and(allWordsIn(words, reservations.partnerNameTerms), partnerNotBooked)!,
          matches: (r) => r.partnerReservationId === null && hasAllWords(words, r.partnerNameTerms),
        },
      );
  }
  return probes;
}

/** `now`: the app's clock for what the desk shows (default: the time of the call). */
export type SearchDeps = { db: Db; catalog?: Catalog; now?: Date };

/** Bookings matching `query` at the actor's locations (the caller checks `location` is one). */
export async function searchBookings(
  actor: StaffActor,
  query: SearchRequest,
  deps: SearchDeps,
): Promise<SearchResponse> {
  const catalog = deps.catalog ?? (await getCatalog());
  const probes = searchProbes(query.q);
  const scope: SQL[] = [];
  if (actor.locations !== 'all') scope.push(inArray(reservations.locationId, [...actor.locations]));
  if (query.location) scope.push(eq(reservations.locationId, query.location));
  const from = query.from ? zurichDays(query.from) : null;
  const to = query.to ? zurichDays(query.to) : null;
  if (from) scope.push(gte(reservations.startsAt, from.start));
  if (to) scope.push(lt(reservations.startsAt, to.end));
  const now = deps.now ?? new Date();

  const nothing =
    probes.length === 0 || (actor.locations !== 'all' && actor.locations.length === 0);
  const rows = nothing
    ? []
    : await deskRows(
        deps.db,
        {
          where: and(or(...probes.map((p) => p.where)), ...scope),
          order: [desc(reservations.startsAt), desc(reservations.id)],
          limit: SEARCH_LIMIT + 1,
          columns: {
            emailHash: reservations.emailHash,
            phoneHash: reservations.phoneHash,
            lastNameHash: reservations.lastNameHash,
            nameTerms: reservations.nameTerms,
            partnerEmailHash: reservations.partnerEmailHash,
            partnerNameTerms: reservations.partnerNameTerms,
            partnerData: reservations.partnerData,
          },
        },
        now,
      );
  const truncated = rows.length > SEARCH_LIMIT;
  const shown = rows.slice(0, SEARCH_LIMIT);

  const lang = actor.language;
  const locationName = (id: string) => {
    const l = catalog.locations.find((x) => x.id === id);
    return l ? (lang === 'de' ? l.title_de : l.title_en) : id;
  };
  const results = shown.map((row) => {
    const matchedBy = probes.find((p) => p.matches(row))!.kind;
    const partner = matchedBy === 'partner' ? row.partnerData : null;
    return {
      ...toDayBooking(row, lang, catalog, now),
      date: zurichDate(row.startsAt),
      location: { id: row.locationId, name: locationName(row.locationId) },
      matchedBy,
      ...(partner && { invitedPartner: `${partner.firstName} ${partner.lastName}`.trim() }),
    };
  });
  const kinds = [...new Set(results.map((r) => r.matchedBy))].sort().join(',');
  await recordAudit(deps.db, actor, {
    action: 'search',
    locationId: query.location ?? null,
    detail: { kinds: kinds || 'none', count: results.length, truncated },
  });
  return { results, truncated };
}

/**
 * The patient view (docs/staff-desk.md "Patient view"): every booking of the person who made
 * booking `id`, found by the same email or phone blind index, at the actor's locations, newest
 * first, each with its history (the audit trail's entries, by staff name). 404 for a booking the
 * actor may not see. Audited as a view of the booking asked for.
 */
export async function patientBookings(
  actor: StaffActor,
  id: string,
  deps: SearchDeps,
): Promise<StaffPatientResponse> {
  const catalog = deps.catalog ?? (await getCatalog());
  const now = deps.now ?? new Date();
  const [anchor] = await deps.db.select().from(reservations).where(eq(reservations.id, id));
  if (!anchor) throw new DomainError('reservation-not-found', STAFF_BOOKING_NOT_FOUND);
  // As every desk route on one booking: 403 for a booking of a location not assigned.
  if (!seesLocation(actor, anchor.locationId)) throw new ApiError(403, STAFF_FORBIDDEN);
  const same: SQL[] = [eq(reservations.id, anchor.id)];
  if (anchor.emailHash) same.push(eq(reservations.emailHash, anchor.emailHash));
  if (anchor.phoneHash) same.push(eq(reservations.phoneHash, anchor.phoneHash));
  const rows = await deskRows(
    deps.db,
    {
      where: and(
        or(...same),
        actor.locations === 'all'
          ? undefined
          : inArray(reservations.locationId, [...actor.locations]),
      ),
      order: [desc(reservations.startsAt), desc(reservations.id)],
      limit: PATIENT_LIMIT + 1,
      columns: {
        emailHash: reservations.emailHash,
        phoneHash: reservations.phoneHash,
        createdAt: reservations.createdAt,
      },
    },
    now,
  );
  const shown = rows.slice(0, PATIENT_LIMIT);
  const ids = shown.map((r) => r.id);
  const audit = ids.length
    ? await deps.db
        .select({
          reservationId: staffAudit.reservationId,
          at: staffAudit.at,
          action: staffAudit.action,
          staff: staffUser.name,
        })
        .from(staffAudit)
        .leftJoin(staffUser, eq(staffUser.id, staffAudit.staffId))
        .where(inArray(staffAudit.reservationId, ids))
        .orderBy(asc(staffAudit.at))
    : [];
  const lang = actor.language;
  const locationName = (lid: string) => {
    const l = catalog.locations.find((x) => x.id === lid);
    return l ? (lang === 'de' ? l.title_de : l.title_en) : lid;
  };
  await recordAudit(deps.db, actor, {
    action: 'booking-viewed',
    reservationId: anchor.id,
    locationId: anchor.locationId,
    detail: { view: 'patient', count: shown.length },
  });
  return {
    person: {
      name: `${anchor.personalData.firstName} ${anchor.personalData.lastName}`.trim(),
      email: anchor.personalData.email,
      phone: anchor.personalData.phone,
    },
    bookings: shown.map((row) => ({
      ...toDayBooking(row, lang, catalog, now),
      date: zurichDate(row.startsAt),
      location: { id: row.locationId, name: locationName(row.locationId) },
      sameBy:
        row.id === anchor.id
          ? 'booking'
          : anchor.emailHash && row.emailHash === anchor.emailHash
            ? 'email'
            : 'phone',
      createdAt: row.createdAt.toISOString(),
      history: audit
        .filter((a) => a.reservationId === row.id)
        .map((a) => ({ at: a.at.toISOString(), action: a.action, staff: a.staff ?? null })),
    })),
    truncated: rows.length > PATIENT_LIMIT,
  };
}
