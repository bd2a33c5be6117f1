import type { GetServerSideProps } from 'next';
import { FIRST_STEP_PATH } from '@/i18n/localeRedirect';
import { toLocale } from '@/i18n/locales';

/**
 * /{locale} has no page of its own (SPEC 2). The proxy already redirects it; this stays as
 * the fallback should a request reach it anyway.
 */
export const getServerSideProps: GetServerSideProps = async ({ locale }) => ({
  redirect: {
    destination: `/${toLocale(locale)}${FIRST_STEP_PATH}`,
    permanent: false,
    locale: false,
  },
});

export default function LocaleRoot() {
  return null;
}
