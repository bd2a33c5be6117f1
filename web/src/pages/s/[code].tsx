/**
 * /s/<code>: the SMS reminder's short link (docs/sms.md "Short link"). Redirects to the
 * booking's manage page with a freshly minted manage token; an unknown, malformed or expired
 * code is a 404. The code never contains the token (server/sms/short-link.ts).
 */
import type { GetServerSideProps } from 'next';
import { getDb } from '@/server/db/client';
import { manageLink } from '@/server/notify/booking-data';
import { getReservation } from '@/server/reservations/lookups';
import { resolveShortLink } from '@/server/sms/short-link';

export const getServerSideProps: GetServerSideProps = async ({ params, res }) => {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex');
  const code = typeof params?.code === 'string' ? params.code : '';
  const db = await getDb();
  const id = await resolveShortLink(db, code, new Date());
  const row = id ? await getReservation(id, db) : null;
  if (!row || !row.personalData.email) return { notFound: true };
  const url = new URL(manageLink(row));
  return { redirect: { destination: `${url.pathname}${url.search}`, permanent: false } };
};

export default function ShortLink() {
  return null;
}
