import { useTranslation } from '@/i18n/useTranslation';
import { useSiteLinks } from './SiteLinksContext';
import { telHref } from './siteLinks';

/**
 * "Please call us on <number>." after a message that the site cannot help further: the clinic's
 * number from Settings (the footer's), its digits a tel: link, so the visitor need not look for
 * it. Without a number in Settings: "Please call us." (docs/manage-booking.md "When online
 * cannot help").
 */
export function CallUs() {
  const { t } = useTranslation('common');
  const phone = useSiteLinks().contactPhone;
  if (!phone) return <>{t('site.callUsNoNumber')}</>;
  // One sentence for translators; the number inside it becomes the link.
  const [before, ...after] = t('site.callUs', { phone }).split(phone);
  return (
    <>
      {before}
      {after.length > 0 && (
        <>
          <a href={telHref(phone)} data-testid="call-us-phone">
            {phone}
          </a>
          {after.join(phone)}
        </>
      )}
    </>
  );
}

/** A message, then `CallUs` in the same paragraph. */
export function WithCallUs({ text }: { text: string }) {
  return (
    <>
      {text} <CallUs />
    </>
  );
}
