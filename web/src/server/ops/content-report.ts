/**
 * Wires content problems to the staff channel at run time (not during `next build`): started
 * by the database's first open (db/client.ts), it reports what the site leaves out now and
 * then every document left out later, each version once (./problems.ts); and live bookings in
 * rooms their location no longer names, now and after every publish (docs/operations.md).
 */
import { getDb, type Db } from '@/server/db/client';
import { log } from '@/server/log';
import { notifyStaffContentProblem } from '@/server/notify/staff';
import { unnamedRoomBookings, unnamedRoomProblems } from '@/server/reservations/unnamed-rooms';
import {
  findContentProblems,
  getCatalog,
  getSiteSettings,
  onContentProblem,
} from '@/server/content';
import { reportContentProblems, type ContentProblem } from '@/server/content/problems';

/** The problems of live bookings in rooms their location no longer names, from fresh content. */
export async function findUnnamedRoomProblems(db: Db): Promise<ContentProblem[]> {
  const catalog = await getCatalog({ fresh: true });
  return unnamedRoomProblems(await unnamedRoomBookings(db, catalog), catalog);
}

/**
 * Tells staff of such bookings, once per location version and set of bookings; never throws
 * (the publish webhook calls it after its rebuild).
 */
export async function reportUnnamedRoomBookings(db?: Db): Promise<ContentProblem[]> {
  try {
    const database = db ?? (await getDb());
    const [problems, settings] = await Promise.all([
      findUnnamedRoomProblems(database),
      getSiteSettings(),
    ]);
    return await reportContentProblems(
      database,
      problems,
      (p) => void notifyStaffContentProblem(p, settings.staffChannelEnabled),
    );
  } catch (err) {
    log.error('unnamed-room-report-failed', {
      message: err instanceof Error ? err.message : String(err),
    });
    return [];
  }
}

let started = false;

export async function startContentProblemReports(db: Db): Promise<void> {
  if (started) return;
  started = true;
  const report = (problems: ContentProblem[]) =>
    getSiteSettings()
      .then((settings) =>
        reportContentProblems(
          db,
          problems,
          (p) => void notifyStaffContentProblem(p, settings.staffChannelEnabled),
        ),
      )
      .catch((err: unknown) =>
        log.error('content-problem-report-failed', {
          message: err instanceof Error ? err.message : String(err),
        }),
      );
  onContentProblem((problem) => void report([problem]));
  await report(await findContentProblems());
  await reportUnnamedRoomBookings(db);
}
