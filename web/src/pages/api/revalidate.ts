import type { PageConfig } from 'next';
import { createRevalidateHandler } from '@/server/revalidate/handler';

// The signature covers the exact bytes sent, so the body is read raw.
export const config: PageConfig = { api: { bodyParser: false } };

export default createRevalidateHandler({ secret: () => process.env.SANITY_REVALIDATE_SECRET });
