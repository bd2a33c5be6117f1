import { staffStaticProps } from '@/features/staff/desk/staffPageProps';
import { WebhooksPage } from '@/features/staff/webhooks/WebhooksPage';

// Admins only: the routes answer 403 to everyone else (docs/webhooks.md "Subscriptions").
export const getStaticProps = staffStaticProps(['webhooks']);

export default WebhooksPage;
