/**
 * POST /api/staff/privacy { action: "export" | "erase", email } signed by staff
 * (staff-signature.ts): the same export and erasure as `npm run privacy`. The email travels in
 * the JSON body only, never in the URL. Without PRIVACY_STAFF_SECRET the endpoint is off (503).
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import {
  STAFF_NOT_CONFIGURED,
  STAFF_SIGNATURE_INVALID,
  staffPrivacyRequestSchema,
  type StaffPrivacyResponse,
} from '@/contracts/staff-privacy';
import { getDb } from '@/server/db/client';
import { apiHandler, sendError } from '@/server/http';
import { BodyTooLargeError, readRawBody } from '@/server/http/body';
import { log } from '@/server/log';
import { STAFF_SIGNATURE_HEADER, verifyStaffSignature } from '@/server/privacy/staff-signature';
import { erasePerson, exportPerson } from './subject';
import { INVALID_REQUEST } from '@/contracts/error-ids';

export { STAFF_NOT_CONFIGURED, STAFF_SIGNATURE_INVALID };

async function handle(req: NextApiRequest, res: NextApiResponse) {
  const secret = process.env.PRIVACY_STAFF_SECRET;
  if (!secret) return sendError(res, 503, STAFF_NOT_CONFIGURED);
  let raw: string;
  try {
    raw = (await readRawBody(req, 16 * 1024)).toString('utf8');
  } catch (err) {
    if (err instanceof BodyTooLargeError) return sendError(res, 413, INVALID_REQUEST);
    throw err;
  }
  const header = req.headers[STAFF_SIGNATURE_HEADER];
  if (!verifyStaffSignature(typeof header === 'string' ? header : undefined, raw, secret)) {
    log.warn(STAFF_SIGNATURE_INVALID, { route: 'staff/privacy' });
    return sendError(res, 401, STAFF_SIGNATURE_INVALID);
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return sendError(res, 400, INVALID_REQUEST);
  }
  const parsed = staffPrivacyRequestSchema.safeParse(json);
  if (!parsed.success) return sendError(res, 400, INVALID_REQUEST);
  const deps = { db: await getDb(), now: new Date() };
  res.setHeader('Cache-Control', 'no-store');
  const { action, email } = parsed.data;
  if (action === 'export')
    res.status(200).json((await exportPerson(email, deps)) satisfies StaffPrivacyResponse);
  else res.status(200).json((await erasePerson(email, deps)) satisfies StaffPrivacyResponse);
}

export const staffPrivacyHandler = apiHandler('staff/privacy', { POST: handle });
