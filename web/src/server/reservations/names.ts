import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: the name is read out on the phone.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

function randomChars(n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** A human-readable reservation reference, e.g. "ZUR-7K3M-Q9" (random, not sequential). */
export function reservationName(locationSlug: string): string {
  const prefix = locationSlug
    .replace(/[^a-z]/g, '')
    .slice(0, 3)
    .toUpperCase()
    .padEnd(3, 'X');
  return `${prefix}-${randomChars(4)}-${randomChars(2)}`;
}
