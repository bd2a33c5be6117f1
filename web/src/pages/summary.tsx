import type { GetStaticProps } from 'next';
import { titledPage } from '@/features/layout/titledPage';
import { pageTranslations } from '@/i18n/pageTranslations';
import { SummaryStep } from '@/features/summary/SummaryStep';
import type { FlowView } from '@/features/summary/flowView';
import { loadFlowView } from '@/features/summary/flowView.server';
import { loadPrecheckView } from '@/features/summary/precheck/precheckView.server';
import { countryNames, type CountryNames } from '@/features/summary/phoneCountries';
import { languageOf, marketOf, toLocale } from '@/i18n/locales';
import { withDraftContent } from '@/server/content/draftScope';

interface Props {
  view: FlowView;
  countries: CountryNames;
}

export const getStaticProps: GetStaticProps<Props> = withDraftContent(async ({ locale }) => {
  const [view, precheck, translations] = await Promise.all([
    loadFlowView(locale),
    loadPrecheckView(locale),
    pageTranslations(locale, '/summary', ['summary', 'partner']),
  ]);
  const pageLocale = toLocale(locale);
  // Country names come with the page: built in the browser they cost a long task (ICU data).
  const countries = countryNames(marketOf(pageLocale), languageOf(pageLocale));
  return { props: { ...translations, view: { ...view, precheck }, countries }, revalidate: 60 };
});

export default titledPage({ title: ['summary', 'pageTitle'], step: 'summary' }, SummaryStep);
