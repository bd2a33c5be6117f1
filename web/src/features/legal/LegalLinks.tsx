import { useTranslation } from '@/i18n/useTranslation';
import { ExternalLink } from './ExternalLink';
import { useSiteLinks } from './SiteLinksContext';
import { telHref } from './siteLinks';
import styles from './LegalLinks.module.css';
import { stegaClean } from '@/lib/stegaClean';
import { useEditAttributes } from '@/features/preview/EditAttributes';
import { linkKey } from '@/shared/editAttributes';

/**
 * Footer links: imprint and privacy (clinic website, new tab), contact by email and phone. In
 * draft mode each link opens its address in Settings, its text (in a span: one target per
 * element) the site text.
 */
export function LegalLinks() {
  const { t } = useTranslation('common');
  const links = useSiteLinks();
  const edit = useEditAttributes();
  const items = [
    links.imprintUrl && (
      <ExternalLink href={links.imprintUrl} editAttribute={edit[linkKey('imprintUrl')]}>
        {t('site.imprint')}
      </ExternalLink>
    ),
    links.privacyUrl && (
      <ExternalLink href={links.privacyUrl} editAttribute={edit[linkKey('privacyUrl')]}>
        {t('site.privacy')}
      </ExternalLink>
    ),
    links.contactEmail && (
      <a
        href={`mailto:${links.contactEmail}`}
        className={styles.link}
        data-sanity={edit[linkKey('contactEmail')]}
      >
        <span>{t('site.contact')}</span>
      </a>
    ),
    links.contactPhone && (
      <a
        href={telHref(links.contactPhone)}
        className={styles.link}
        data-sanity={edit[linkKey('contactPhone')]}
      >
        <span>{t('site.phone', { phone: links.contactPhone })}</span>
      </a>
    ),
    links.cookieSettings && (
      <button
        type="button"
        className={`${styles.link} ${styles.buttonLink}`}
        // The consent code loads when asked for: no step's first-load JS (docs/performance.md).
        onClick={() => void import('@/lib/ConsentBanner').then((m) => m.openConsentPreferences())}
        data-testid="cookie-settings"
      >
        {t('consent.settingsLink')}
      </button>
    ),
  ].filter(Boolean);
  if (items.length === 0) return null;
  return (
    <nav aria-label={stegaClean(t('site.legalNav'))}>
      <ul className={styles.list} data-testid="legal-links">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </nav>
  );
}
