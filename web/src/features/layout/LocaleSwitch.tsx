import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/i18n/useTranslation';
import { LANGUAGES, MARKETS, localeCookieString, localeFor, type Locale } from '@/i18n/locales';
import { useLocale } from '@/i18n/useLocale';
import { useIsClient } from '@/lib/useIsClient';
import styles from './Layout.module.css';
import { stegaClean } from '@/lib/stegaClean';

/** Remembers an explicit choice, so bare paths lead back to it (SPEC 4). */
function rememberLocale(locale: Locale) {
  document.cookie = localeCookieString(locale);
}

/** Market (Schweiz / Deutschland) and language (DE / EN) links that keep path and query. */
export function LocaleSwitch() {
  const { t } = useTranslation('common');
  const { asPath } = useRouter();
  // A static page's query is unknown on the server: the links gain it once hydrated.
  const href = useIsClient() ? asPath : asPath.split('?')[0];
  const { locale: current, market, language } = useLocale();

  const link = (target: Locale, content: React.ReactNode, extra: { lang?: string } = {}) => (
    <Link
      href={href}
      locale={target}
      // Three other locales' data on every page load, for a rare click (hover still prefetches).
      prefetch={false}
      className={styles.switchLink}
      aria-current={target === current ? 'true' : undefined}
      onClick={() => rememberLocale(target)}
      data-locale={target}
      {...extra}
    >
      {content}
    </Link>
  );

  return (
    <div className={styles.switches}>
      <nav aria-label={stegaClean(t('header.market'))} className={styles.switchGroup}>
        {MARKETS.map((m) => (
          <span key={m}>{link(localeFor(m, language), t(`header.markets.${m}`))}</span>
        ))}
      </nav>
      <nav aria-label={stegaClean(t('header.language'))} className={styles.switchGroup}>
        {LANGUAGES.map((l) => (
          <span key={l}>
            {link(
              localeFor(market, l),
              <>
                {t(`header.languages.${l}`)}
                <span className="visually-hidden"> {t(`header.languageNames.${l}`)}</span>
              </>,
            )}
          </span>
        ))}
      </nav>
    </div>
  );
}
