import type { PageConfig } from 'next';
import { reportUnnamedRoomBookings } from '@/server/ops/content-report';
import { createRevalidateHandler } from '@/server/revalidate/handler';
import { afterContentPublished } from '@/server/waitlist/content';

// The signature covers the exact bytes sent, so the body is read raw.
export const config: PageConfig = { api: { bodyParser: false } };

// Not defineRoute: Sanity signs the raw body, checked before the JSON is parsed (server/revalidate).
export default createRevalidateHandler({
  secret: () => process.env.SANITY_REVALIDATE_SECRET,
  // A publish may have renamed rooms that live bookings sit in (docs/operations.md), and a location's
  // new room or longer hours may fit waiting entries (docs/waitlist.md).
  afterRebuild: (doc) => Promise.all([reportUnnamedRoomBookings(), afterContentPublished(doc)]),
});
