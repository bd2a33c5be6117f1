import type { GetStaticProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import type { KnownSlugs } from '@/features/booking/url/bookingQuery';
import { buildLocationCards, type LocationCard } from '@/features/location/locationCards';
import { LocationStep } from '@/features/location/LocationStep';
import { BookingStepFrame } from '@/features/summary-panel/BookingStepFrame';
import { knownSlugsOf } from '@/features/summary-panel/knownSlugs';
import { buildPanelLocations, type PanelLocation } from '@/features/summary-panel/panelLocations';
import { languageOf, toLocale } from '@/i18n/locales';
import { pageTranslations } from '@/i18n/pageTranslations';
import { getLocations, getPackages, getServices } from '@/server/content';

interface Props {
  cards: LocationCard[];
  locations: PanelLocation[];
  known: KnownSlugs;
}

export const getStaticProps: GetStaticProps<Props> = async ({ locale }) => {
  const language = languageOf(toLocale(locale));
  const [packages, services, locations, translations] = await Promise.all([
    getPackages(),
    getServices(),
    getLocations(),
    pageTranslations(locale, ['location']),
  ]);
  return {
    props: {
      ...translations,
      cards: buildLocationCards(locations, services, language),
      locations: buildPanelLocations(locations, language),
      known: knownSlugsOf({ packages, services, locations }),
    },
    revalidate: 60,
  };
};

export default function LocationPage({ cards, locations, known }: Props) {
  const { t } = useTranslation('location');
  return (
    <BookingStepFrame step="location" title={t('pageTitle')} known={known} locations={locations}>
      <LocationStep locations={cards} />
    </BookingStepFrame>
  );
}
