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

let observer: ResizeObserver | null = null;

/**
 * While the consent bar shows, the page starts below it (globals.css: `--consent-space` as the
 * body's top padding), following its height as it wraps; nothing of the page is covered.
 */
function reserveSpace(on: boolean): void {
  const root = document.documentElement;
  observer?.disconnect();
  observer = null;
  if (!on) {
    root.style.removeProperty('--consent-space');
    return;
  }
  const bar = document.querySelector<HTMLElement>('#cc-main .cm');
  if (!bar) return;
  const set = () => root.style.setProperty('--consent-space', `${bar.offsetHeight}px`);
  set();
  if (typeof ResizeObserver !== 'undefined') {
    observer = new ResizeObserver(set);
    observer.observe(bar);
  }
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
        // A bar at the top whose height the page keeps free (reserveSpace): a floating box
        // covered the first card's button on a desktop, and nothing may cover content.
        guiOptions: { consentModal: { layout: 'bar inline', position: 'top' } },
        onModalShow: ({ modalName }) => {
          if (modalName === 'consentModal') reserveSpace(true);
        },
        onModalHide: ({ modalName }) => {
          if (modalName === 'consentModal') reserveSpace(false);
        },
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
