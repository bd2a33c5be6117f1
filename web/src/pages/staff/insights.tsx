import { InsightsPage } from '@/features/staff/insights/InsightsPage';
import { staffStaticProps } from '@/features/staff/desk/staffPageProps';

// Reception and up: the route answers 403 to a viewer (docs/staff-desk.md "Insights").
export const getStaticProps = staffStaticProps(['insights']);

export default InsightsPage;
