import { SearchPage } from '@/features/staff/desk/SearchPage';
import { staffStaticProps } from '@/features/staff/desk/staffPageProps';

export const getStaticProps = staffStaticProps();

export default SearchPage;
