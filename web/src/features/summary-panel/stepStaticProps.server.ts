/**
 * getStaticProps of the booking steps (check-up; and add-ons, location, timeslot, framed by
 * BookingStepFrame with the summary panel's locations): the content the step needs, the known
 * slugs for URL sync, and the translations. Used only inside getStaticProps, so none of it reaches the browser.
 */
import type { GetStaticProps } from 'next';
import type { KnownSlugs } from '@/features/booking/url/bookingQuery';
import { contentForLocale } from '@/i18n/germanyGerman';
import { languageOf, toLocale } from '@/i18n/locales';
import { pageTranslations, type PagePath } from '@/i18n/pageTranslations';
import {
  getLocations,
  getPackages,
  getServices,
  PAGE_BUILD,
  type CheckupPackage,
  type Language,
  type Location,
  type Service,
} from '@/server/content';
import { knownSlugsOf } from './knownSlugs';
import { buildPanelLocations, type PanelLocation } from './panelLocations';
import { withDraftContent } from '@/server/content/draftScope';

export type StepContent = {
  packages: CheckupPackage[];
  services: Service[];
  locations: Location[];
  language: Language;
};

export type FramedStepProps = { locations: PanelLocation[]; known: KnownSlugs };

/**
 * For a booking step at route path `page` (`/check-up`), with the translations of
 * `namespace`(s): what `build` makes of the content, and the known slugs for URL sync.
 */
export function stepStaticProps<P extends object>(
  page: PagePath,
  namespace: string | readonly string[],
  build: (content: StepContent) => P,
): GetStaticProps<P & { known: KnownSlugs }> {
  return withDraftContent(async ({ locale }) => {
    const pageLocale = toLocale(locale);
    const language = languageOf(pageLocale);
    const [allPackages, allServices, allLocations, translations] = await Promise.all([
      getPackages(PAGE_BUILD),
      getServices(PAGE_BUILD),
      getLocations(PAGE_BUILD),
      pageTranslations(locale, page, typeof namespace === 'string' ? [namespace] : namespace),
    ]);
    // de-de pages read the Germany-German texts where content has them (docs/manage-booking.md).
    const packages = contentForLocale(allPackages, pageLocale);
    const services = contentForLocale(allServices, pageLocale);
    const locations = contentForLocale(allLocations, pageLocale);
    return {
      props: {
        ...translations,
        ...build({ packages, services, locations, language }),
        known: knownSlugsOf({ packages, services, locations }),
      },
      // Content edits reach the page within a minute, or at once through /api/revalidate.
      revalidate: 60,
    };
  });
}

/** A step framed by BookingStepFrame: also the summary panel's locations. */
export function framedStepStaticProps<P extends object>(
  page: PagePath,
  namespace: string | readonly string[],
  build: (content: StepContent) => P,
): GetStaticProps<P & FramedStepProps> {
  return stepStaticProps(page, namespace, (content) => ({
    ...build(content),
    locations: buildPanelLocations(content.locations, content.language),
  }));
}
