/**
 * The type of a catalogue id: exactly the string values of `error-ids.ts`, the one table of the
 * ids the API answers (docs/architecture.md "Add an API route"). The server's `ApiError` and
 * `sendError` take it, so an id missing from the table does not compile; the client imports
 * the constants, and src/test/error-ids.test.ts fails on an id written out as a string anywhere
 * else.
 */
import type * as Table from './error-ids';

export type ErrorId = Extract<(typeof Table)[keyof typeof Table], string>;
