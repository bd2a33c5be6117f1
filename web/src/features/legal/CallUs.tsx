import { useTranslation } from '@/i18n/useTranslation';
import { useSiteLinks } from './SiteLinksContext';
import { telHref } from './siteLinks';
import styles from './CallUs.module.css';

/**
 * "Please call us on <number>." after a message that the site cannot help further: the clinic's
 * number from Settings (the footer's), its digits a tel: link, so the visitor need not look for
 * it. Without a number in Settings: "Please call us." (docs/manage-booking.md "When online
 * cannot help"). `or`: "Or call us on <number>.", after another way out.
 */
export function CallUs({ or = false }: { or?: boolean }) {
  const { t } = useTranslation('common');
  const phone = useSiteLinks().contactPhone;
  const key = or ? 'site.orCallUs' : 'site.callUs';
  if (!phone) return <>{t(`${key}NoNumber`)}</>;
  // One sentence for translators; the number inside it becomes the link.
  const [before, ...after] = t(key, { phone }).split(phone);
  return (
    <>
      {before}
      {after.length > 0 && (
        <>
          <a href={telHref(phone)} className={styles.phone} data-testid="call-us-phone">
            {phone}
          </a>
          {after.join(phone)}
        </>
      )}
    </>
  );
}

/** A message, then `CallUs` in the same paragraph. */
export function WithCallUs({ text, or = false }: { text: string; or?: boolean }) {
  return (
    <>
      {text} <CallUs or={or} />
    </>
  );
}
