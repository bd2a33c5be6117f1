/**
 * The cookie consent banner and preferences dialog (docs/manage-booking.md), only where a tag manager is
 * configured: vanilla-cookieconsent (loaded after hydration, never on a site without one)
 * asks first, keeps the choice for the days set in Settings, and can be opened again from the
 * footer (openConsentPreferences). Texts come from the site texts (common.consent.*).
 */
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { setAnalyticsConsent } from './consent';

type CookieConsentModule = typeof import('vanilla-cookieconsent');

let loaded: Promise<CookieConsentModule> | null = null;
function loadLibrary(): Promise<CookieConsentModule> {
  // Its styles come with it: no page without a container loads them.
  loaded ??= Promise.all([
    import('vanilla-cookieconsent'),
    import('vanilla-cookieconsent/dist/cookieconsent.css'),
  ]).then(([lib]) => lib);
  return loaded;
}

/** For the footer's "Cookie settings": the preferences dialog again. */
export function openConsentPreferences(): void {
  void loadLibrary().then((lib) => lib.showPreferences());
}

export function ConsentBanner({ days }: { days: number }) {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language?.startsWith('en') ? 'en' : 'de';
  useEffect(() => {
    let cancelled = false;
    void loadLibrary().then((lib) => {
      if (cancelled) return;
      const report = () => setAnalyticsConsent(lib.acceptedCategory('analytics'));
      void lib.run({
        // Shown to automated browsers too (the library hides it from them by default): our
        // end-to-end tests drive one, and a crawler loses nothing by seeing the banner.
        hideFromBots: false,
        cookie: { name: 'cc_consent', expiresAfterDays: days, sameSite: 'Lax' },
        guiOptions: { consentModal: { layout: 'box', position: 'bottom left' } },
        categories: {
          necessary: { enabled: true, readOnly: true },
          // The tag manager's own cookies are removed when analytics is withdrawn.
          analytics: { autoClear: { cookies: [{ name: /^_ga/ }, { name: '_gid' }] } },
        },
        onConsent: report,
        onChange: report,
        language: {
          default: language,
          translations: {
            [language]: {
              consentModal: {
                title: t('consent.title'),
                description: t('consent.description'),
                acceptAllBtn: t('consent.acceptAll'),
                acceptNecessaryBtn: t('consent.rejectAll'),
                showPreferencesBtn: t('consent.preferences'),
              },
              preferencesModal: {
                title: t('consent.preferencesTitle'),
                acceptAllBtn: t('consent.acceptAll'),
                acceptNecessaryBtn: t('consent.rejectAll'),
                savePreferencesBtn: t('consent.save'),
                closeIconLabel: t('consent.close'),
                sections: [
                  {
                    title: t('consent.necessaryTitle'),
                    description: t('consent.necessary'),
                    linkedCategory: 'necessary',
                  },
                  {
                    title: t('consent.analyticsTitle'),
                    description: t('consent.analytics'),
                    linkedCategory: 'analytics',
                  },
                ],
              },
            },
          },
        },
      });
      report();
    });
    return () => {
      cancelled = true;
    };
    // Once per page load: the library keeps its own state across client navigations.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
