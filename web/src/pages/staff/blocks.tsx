import { BlocksPage } from '@/features/staff/blocks/BlocksPage';
import { staffStaticProps } from '@/features/staff/desk/staffPageProps';

export const getStaticProps = staffStaticProps();

export default BlocksPage;
