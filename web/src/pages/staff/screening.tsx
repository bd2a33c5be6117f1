import { ScreeningReviewPage } from '@/features/staff/desk/ScreeningReviewPage';
import { staffStaticProps } from '@/features/staff/desk/staffPageProps';

export const getStaticProps = staffStaticProps();

export default ScreeningReviewPage;
