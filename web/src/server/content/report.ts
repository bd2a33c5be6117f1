/**
 * Wires content problems to the staff channel at run time (not during `next build`): started
 * by the database's first open (db/client.ts), it reports what the site leaves out now and
 * then every document left out later, each version once (./problems.ts).
 */
import type { Db } from '@/server/db/client';
import { log } from '@/server/log';
import { notifyStaffContentProblem } from '@/server/notify/staff';
import { findContentProblems, getSiteSettings, onContentProblem } from './index';
import { reportContentProblems, type ContentProblem } from './problems';

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
}
