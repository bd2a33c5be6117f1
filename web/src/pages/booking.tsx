import { Layout } from '@/features/layout/Layout';
import { ManageBooking } from '@/features/manage/ManageBooking';
import { pageTranslations, type PageBaseProps } from '@/i18n/pageTranslations';
import { contentForLocale } from '@/i18n/germanyGerman';
import { languageOf, toLocale } from '@/i18n/locales';
import {
  getLocations,
  getPackages,
  getServices,
  getSiteSettings,
  PAGE_BUILD,
} from '@/server/content';
import { sampleManagedBooking } from '@/server/preview/sampleBooking';
import type { ManagedBooking } from '@/contracts/booking-manage';
import { useTranslation } from '@/i18n/useTranslation';
import { withDraftContent } from '@/server/content/draftScope';

/** /{locale}/booking?token=…: the manage link of the confirmation and reminder emails (docs/manage-booking.md). */
export const getStaticProps = withDraftContent<Props>(async ({ locale, draftMode }) => {
  const translations = await pageTranslations(locale, '/booking', [
    'manage',
    'timeslot',
    'payment',
  ]);
  if (!draftMode) return { props: translations, revalidate: 60 };
  // Draft preview: a sample booking of the draft content, so texts can be seen in place.
  const pageLocale = toLocale(locale);
  const [packages, services, locations, settings] = await Promise.all([
    getPackages(PAGE_BUILD),
    getServices(PAGE_BUILD),
    getLocations(PAGE_BUILD),
    getSiteSettings(PAGE_BUILD),
  ]);
  const sample = sampleManagedBooking(
    {
      packages: contentForLocale(packages, pageLocale),
      services: contentForLocale(services, pageLocale),
      locations: contentForLocale(locations, pageLocale),
      depositFrancs: settings.depositAmount,
    },
    languageOf(pageLocale),
  );
  return { props: { ...translations, sample } };
});

type Props = PageBaseProps & {
  /** Draft preview only: a sample, never a real booking (server/preview/sampleBooking.ts). */
  sample?: ManagedBooking | null;
};

export default function BookingPage({ sample }: Props) {
  const { t } = useTranslation('manage');
  return (
    <Layout title={t('pageTitle')} noIndex>
      <ManageBooking sample={sample ?? null} />
    </Layout>
  );
}
