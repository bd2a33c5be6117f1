import { useRouter } from 'next/router';
import { useTranslation } from '@/i18n/useTranslation';
import {
  isLocale,
  languageOf,
  localeFor,
  marketOf,
  type Language,
  type Market,
} from '@/i18n/locales';
import styles from './PreviewBar.module.css';

const LANGUAGES: readonly Language[] = ['de', 'en'];
const MARKETS: readonly Market[] = ['ch', 'de'];

/**
 * Shown on pages rendered in draft mode: says so, switches the same page between the languages
 * and markets (what translators check before publishing), opens the manage page's sample booking
 * and the email previews, and leaves the preview on the same page (docs/preview.md).
 */
export function PreviewBar() {
  const { t } = useTranslation('common');
  const router = useRouter();
  const locale = isLocale(router.locale) ? router.locale : 'de-ch';
  const here = router.asPath === '/' ? '' : router.asPath;
  const back = `/${locale}${here}`;
  const link = (target: string, current: boolean, label: string) => (
    <a
      key={target}
      href={target}
      aria-current={current ? 'page' : undefined}
      className={styles.link}
    >
      {label}
    </a>
  );
  return (
    <div className={styles.bar} role="status" data-testid="preview-bar">
      <span>{t('preview.notice')}</span>
      <span className={styles.group}>
        {t('preview.language')}:{' '}
        {LANGUAGES.map((language) =>
          link(
            `/${localeFor(marketOf(locale), language)}${here}`,
            language === languageOf(locale),
            language.toUpperCase(),
          ),
        )}
      </span>
      <span className={styles.group}>
        {t('preview.market')}:{' '}
        {MARKETS.map((market) =>
          link(
            `/${localeFor(market, languageOf(locale))}${here}`,
            market === marketOf(locale),
            t(market === 'ch' ? 'preview.marketCh' : 'preview.marketDe'),
          ),
        )}
      </span>
      {link(`/${locale}/booking`, router.pathname === '/booking', t('preview.manageSample'))}
      {link(`/${locale}/preview/email`, router.pathname === '/preview/email', t('preview.emails'))}
      <a
        href={`/api/preview/disable?${new URLSearchParams({ redirect: back })}`}
        className={styles.link}
      >
        {t('preview.leave')}
      </a>
    </div>
  );
}
