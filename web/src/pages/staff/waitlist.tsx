import { WaitlistPage } from '@/features/staff/desk/WaitlistPage';
import { staffStaticProps } from '@/features/staff/desk/staffPageProps';

export const getStaticProps = staffStaticProps();

export default WaitlistPage;
