/**
 * The clinic's time zone: every date and time of the product (slots, emails, receipts, the desk)
 * is read in it, whatever the server's or the visitor's own zone (docs/spec.md §9). The one
 * place it is written; src/test/one-owner.test.ts fails on another.
 */
export const ZONE = 'Europe/Zurich';
