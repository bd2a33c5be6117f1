/**
 * The emailed sign-in link goes through a job (docs/staff-desk.md "Limits"): the request only
 * writes the job, the same work whether the address belongs to an account or not, so its answer
 * time tells nothing; the worker looks the account up and mails only an enabled, enrolled one,
 * retrying while the link is still valid. Address and link travel sealed (privacy/codec.ts):
 * the jobs table never holds a usable link.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '@/server/db/client';
import { enqueueNow } from '@/server/jobs/enqueue';
import type { StaffLinkJob } from '@/server/jobs/queues';
import { log } from '@/server/log';
import { seal, unseal } from '@/server/privacy/codec';
import { staffNow } from '../clock';
import { findStaffByEmail, staffPageUrl } from './accounts';
import { sendStaffLink } from './mail';
import { SIGN_IN_LINK_MINUTES } from './policy';

const PURPOSE = 'staff-sign-in-link';
type Sealed = { email: string; token: string; expiresAt: string };

/** The job is the whole request (better-auth stored the link's digest already): its own transaction. */
export async function enqueueSignInLink(db: Db, email: string, token: string): Promise<void> {
  const expiresAt = new Date(staffNow().getTime() + SIGN_IN_LINK_MINUTES * 60_000).toISOString();
  await enqueueNow(db, {
    queue: 'staff-link',
    key: `staff-link:${randomUUID()}`,
    data: { link: seal({ email, token, expiresAt } satisfies Sealed, PURPOSE) },
  });
}

/** The worker's part: mails the link to an account that may sign in, else nothing. */
export async function handleStaffLinkJob(
  job: { id: string; data: StaffLinkJob },
  deps: { db: Db },
): Promise<void> {
  const { email, token, expiresAt } = unseal<Sealed>(job.data.link, PURPOSE);
  if (new Date(expiresAt) <= staffNow()) {
    log.info('staff-link-expired-unsent', { jobId: job.id });
    return;
  }
  const user = await findStaffByEmail(deps.db, email);
  if (!user || user.disabledAt || !user.twoFactorEnabled) return;
  const url = `${staffPageUrl('sign-in', user.language)}?token=${encodeURIComponent(token)}`;
  await sendStaffLink('signIn', user.email, user.language, url);
}
