import { PatientPage } from '@/features/staff/patient/PatientPage';
import { staffStaticProps } from '@/features/staff/desk/staffPageProps';

export const getStaticProps = staffStaticProps();

export default PatientPage;
