import type { GetStaticProps } from 'next';
import { BookPage } from '@/features/staff/desk/BookPage';
import { loadBookOptions, type BookOptions } from '@/features/staff/desk/bookOptions.server';
import { staffPageProps } from '@/features/staff/desk/staffPageProps';

export const getStaticProps: GetStaticProps<{ options: BookOptions }> = async ({ locale }) => ({
  props: { ...(await staffPageProps(locale)), options: await loadBookOptions() },
  revalidate: 60,
});

export default BookPage;
