/** Builds the FlowView for getStaticProps; server only (reads content). */
import { getCatalog, getErrorMessages, localized, PAGE_BUILD } from '@/server/content';
import { contentForLocale } from '@/i18n/germanyGerman';
import { languageOf, toLocale } from '@/i18n/locales';
import { knownSlugsOf } from '@/features/summary-panel/knownSlugs';
import { effectivePolicy } from '@/shared/booking-policy';
import { pageTranslations, type PagePath } from '@/i18n/pageTranslations';
import { withDraftContent } from '@/server/content/draftScope';
import type { FlowView } from './flowView';

export async function loadFlowView(locale: string | undefined): Promise<FlowView> {
  const pageLocale = toLocale(locale);
  const language = languageOf(pageLocale);
  const [allCatalog, allErrors] = await Promise.all([
    getCatalog(PAGE_BUILD),
    getErrorMessages(PAGE_BUILD),
  ]);
  // de-de reads the Germany-German texts where content has them (docs/manage-booking.md).
  const catalog = contentForLocale(allCatalog, pageLocale);
  const errors = contentForLocale(allErrors, pageLocale);
  const errorMessages: Record<string, string> = {};
  for (const entry of errors) {
    const message = localized(entry, 'messageToUser', language);
    if (!entry.internalOnly && message) errorMessages[entry.errorId] = message;
  }
  return {
    known: knownSlugsOf(catalog),
    packages: catalog.packages.map((p) => ({
      slug: p.slug,
      title: localized(p, 'title', language),
      titleTwoPersons: localized(p, 'title_two_persons', language),
      durationMinutes: p.durationMinutes,
    })),
    services: catalog.services.map((s) => ({
      slug: s.slug,
      title: localized(s, 'title', language),
    })),
    locations: catalog.locations.map((l) => ({
      slug: l.slug,
      title: localized(l, 'title', language),
      address: localized(l, 'address', language),
      minimumNoticeHours: l.minimumNoticeHours,
    })),
    clinicPhone: catalog.settings.clinicPhone,
    errorMessages,
    depositAmount: catalog.settings.depositAmount,
    minimumAge: catalog.settings.minimumAge,
    policies: Object.fromEntries(
      catalog.packages.map((p) => [p.slug, effectivePolicy(catalog.settings, p)]),
    ),
  };
}

/**
 * getStaticProps of a step page that shows the flow's view (payment, its return, success): the
 * view and the page's translations, built again each minute (draft content in draft mode).
 */
export function flowViewStaticProps(page: PagePath, namespaces?: string[]) {
  return withDraftContent(async ({ locale }) => {
    const [view, translations] = await Promise.all([
      loadFlowView(locale),
      pageTranslations(locale, page, namespaces),
    ]);
    return { props: { ...translations, view }, revalidate: 60 };
  });
}
