/**
 * Personal data columns of the reservations table. The column type is the codec: every value
 * written through Drizzle is sealed (codec.ts) before it leaves the process, every value read
 * is opened, so the rest of the app keeps working with plain objects. An anonymised row reads
 * as the `anonymised` value given here (empty strings, no person).
 */
import { customType } from 'drizzle-orm/pg-core';
import {
  ANONYMISED_MARKER,
  isAnonymisedMarker,
  isSealed,
  seal,
  unseal,
} from '@/server/privacy/codec';
import { jsonValue } from './json-value';
import { emailHash, lastNameHash, nameTermHashes, phoneHash } from '@/server/privacy/blind-index';

/** A jsonb column whose values are sealed with `purpose` as additional data. */
export function sealedJsonb<T>(name: string, purpose: string, anonymised: T) {
  return customType<{ data: T; driverData: unknown }>({
    dataType: () => 'jsonb',
    toDriver: (value) =>
      JSON.stringify(isAnonymisedMarker(value) ? ANONYMISED_MARKER : seal(value, purpose)),
    fromDriver: (raw) => {
      const stored = jsonValue<unknown>(raw);
      if (isAnonymisedMarker(stored)) return anonymised;
      if (isSealed(stored)) return unseal<T>(stored, purpose);
      // A row written before encryption (migration 0007) until the data step seals it.
      return stored as T;
    },
  })(name);
}

/**
 * The blind-index columns that go with a person's data: one place that decides what is
 * indexed (email, partner's email and name, and for the desk's search phone and last name). Used
 * wherever a reservation's personal data is written.
 */
export function personIndexColumns(
  person: { email: string; phone: string | null; lastName: string; firstName?: string },
  partner: { email: string; firstName: string; lastName: string } | null,
) {
  // An anonymised person reads with an empty email and name: nothing to index.
  const hash = (email: string | undefined) => (email ? emailHash(email) : null);
  return {
    emailHash: hash(person.email),
    partnerEmailHash: hash(partner?.email),
    phoneHash: phoneHash(person.phone),
    lastNameHash: lastNameHash(person.lastName),
    // Search however typed (docs/staff-desk.md): spellings and prefixes of first and last name.
    nameTerms: nameTermHashes(person.firstName ?? '', person.lastName),
    // The invited partner, found before they book (docs/staff-desk.md "Search however typed").
    partnerNameTerms: partner?.email ? nameTermHashes(partner.firstName, partner.lastName) : null,
  };
}
