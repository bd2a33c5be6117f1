import type { GetStaticProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { Layout } from '@/components/Layout/Layout';
import { CheckupStep } from '@/features/checkup/CheckupStep';
import { PartnerGate } from '@/features/partner/PartnerGate';
import { buildCheckupOffers, type CheckupOffer } from '@/features/checkup/offers';
import { languageOf, toLocale } from '@/i18n/locales';
import { pageTranslations } from '@/i18n/pageTranslations';
import { getPackages, getServices } from '@/server/content';

interface Props {
  offers: CheckupOffer[];
}

/** Content edits reach the page within a minute, or at once through /api/revalidate. */
export const getStaticProps: GetStaticProps<Props> = async ({ locale }) => {
  const [packages, services, translations] = await Promise.all([
    getPackages(),
    getServices(),
    pageTranslations(locale, ['partner']),
  ]);
  return {
    props: {
      ...translations,
      offers: buildCheckupOffers(packages, services, languageOf(toLocale(locale))),
    },
    revalidate: 60,
  };
};

export default function CheckupPage({ offers }: Props) {
  const { t } = useTranslation('common');
  return (
    <Layout title={t('checkup.pageTitle')}>
      <PartnerGate />
      <CheckupStep offers={offers} />
    </Layout>
  );
}
