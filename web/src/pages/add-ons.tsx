import type { GetStaticProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { AddonsStep } from '@/features/addons/AddonsStep';
import { buildAddonsCatalog, type AddonsPackage } from '@/features/addons/addonsCatalog';
import type { KnownSlugs } from '@/features/booking/url/bookingQuery';
import { BookingStepFrame } from '@/features/summary-panel/BookingStepFrame';
import { knownSlugsOf } from '@/features/summary-panel/knownSlugs';
import { buildPanelLocations, type PanelLocation } from '@/features/summary-panel/panelLocations';
import { languageOf, toLocale } from '@/i18n/locales';
import { pageTranslations } from '@/i18n/pageTranslations';
import { getLocations, getPackages, getServices } from '@/server/content';

interface Props {
  packages: AddonsPackage[];
  locations: PanelLocation[];
  known: KnownSlugs;
}

export const getStaticProps: GetStaticProps<Props> = async ({ locale }) => {
  const language = languageOf(toLocale(locale));
  const [packages, services, locations, translations] = await Promise.all([
    getPackages(),
    getServices(),
    getLocations(),
    pageTranslations(locale, ['addons']),
  ]);
  return {
    props: {
      ...translations,
      packages: buildAddonsCatalog(packages, services, language),
      locations: buildPanelLocations(locations, language),
      known: knownSlugsOf({ packages, services, locations }),
    },
    revalidate: 60,
  };
};

export default function AddOnsPage({ packages, locations, known }: Props) {
  const { t } = useTranslation('addons');
  return (
    <BookingStepFrame step="add-ons" title={t('pageTitle')} known={known} locations={locations}>
      <AddonsStep packages={packages} />
    </BookingStepFrame>
  );
}
