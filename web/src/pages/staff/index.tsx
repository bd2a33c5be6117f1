import { DayPage } from '@/features/staff/desk/DayPage';
import { staffStaticProps } from '@/features/staff/desk/staffPageProps';

export const getStaticProps = staffStaticProps();

export default DayPage;
