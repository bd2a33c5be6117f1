/** POST /api/staff/sign-out { everywhere } (contracts/staff-sign-out.ts). */
import type { PageConfig } from 'next';
import { signOutRequestSchema, type SignOutResponse } from '@/contracts/staff-sign-out';
import { staffRoute } from '@/server/staff/route';
import { signOut } from '@/server/staff/session';

export const config: PageConfig = { api: { bodyParser: false } };

export default staffRoute(
  { route: 'staff/sign-out', methods: ['POST'], request: signOutRequestSchema },
  { role: 'viewer' },
  async (body, actor, { req }) => {
    const { ended, clearCookie } = await signOut(req, actor, body.everywhere);
    return { body: { ended } satisfies SignOutResponse, headers: { 'Set-Cookie': clearCookie } };
  },
);
