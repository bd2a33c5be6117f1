/**
 * The outbox in the types (docs/outbox.md "How a job is written"): `enqueue` takes a Drizzle
 * transaction, so a job written through the plain database (committed apart from the change it
 * announces) does not compile. `npm run typecheck` checks the `@ts-expect-error` lines: if
 * `enqueue` ever accepted a `Db` again, the directive would be unused and the typecheck fail.
 */
import type { Db, Tx } from '@/server/db/client';
import { cancelJob, enqueue, enqueueNow, type JobRequest } from './enqueue';

const job: JobRequest<'staff'> = {
  queue: 'staff',
  key: 'test:types',
  data: { event: 'reserve-timeslot-success', reservationId: 'x' },
};

// Never called: only compiled.
export function outboxTypes(db: Db, tx: Tx) {
  // @ts-expect-error a job goes through the transaction of its change, not the database
  void enqueue(db, job);
  void enqueue(tx, job);
  // A send with no change to commit with says so by its name.
  void enqueueNow(db, job);
  // @ts-expect-error a cancel with the caller's change takes the transaction too
  void cancelJob('staff', job.key, db);
  void cancelJob('staff', job.key, tx);
  void cancelJob('staff', job.key);
}

describe('enqueue in the types', () => {
  it('compiles only with a transaction (checked by the typecheck)', () => {
    expect(typeof outboxTypes).toBe('function');
  });
});
