import type { GetStaticProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import type { KnownSlugs } from '@/features/booking/url/bookingQuery';
import { BookingStepFrame } from '@/features/summary-panel/BookingStepFrame';
import { knownSlugsOf } from '@/features/summary-panel/knownSlugs';
import { buildPanelLocations, type PanelLocation } from '@/features/summary-panel/panelLocations';
import {
  buildTimeslotLocations,
  type TimeslotLocation,
} from '@/features/timeslot/timeslotLocations';
import { TimeslotStep } from '@/features/timeslot/TimeslotStep';
import { languageOf, toLocale } from '@/i18n/locales';
import { pageTranslations } from '@/i18n/pageTranslations';
import { getLocations, getPackages, getServices } from '@/server/content';

interface Props {
  slotLocations: TimeslotLocation[];
  locations: PanelLocation[];
  known: KnownSlugs;
}

export const getStaticProps: GetStaticProps<Props> = async ({ locale }) => {
  const language = languageOf(toLocale(locale));
  const [packages, services, locations, translations] = await Promise.all([
    getPackages(),
    getServices(),
    getLocations(),
    pageTranslations(locale, ['timeslot']),
  ]);
  return {
    props: {
      ...translations,
      slotLocations: buildTimeslotLocations(locations, language),
      locations: buildPanelLocations(locations, language),
      known: knownSlugsOf({ packages, services, locations }),
    },
    revalidate: 60,
  };
};

export default function TimeslotPage({ slotLocations, locations, known }: Props) {
  const { t } = useTranslation('timeslot');
  return (
    <BookingStepFrame step="timeslot" title={t('pageTitle')} known={known} locations={locations}>
      <TimeslotStep locations={slotLocations} />
    </BookingStepFrame>
  );
}
