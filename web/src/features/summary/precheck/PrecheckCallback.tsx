/**
 * The call back offered after a "yes" in the safety pre-check (docs/screening.md "Pre-check"):
 * the idle dialog's channel (POST /api/idle-contact, an email or a phone number, the same
 * checks and words), rendered outside the summary's <form> (a form never nests in a form).
 * What was answered is not sent: the clinic's automation receives the contact only, as from
 * the idle dialog (health data stays on the site).
 */
import { useId, type FormEvent } from 'react';
import { InfoBlock } from '@/components/InfoBlock/InfoBlock';
import { afterClose, readIdleMemory, writeIdleMemory } from '@/features/overlays/idleTimer';
import {
  IdleContactFailed,
  IdleContactField,
  IdleContactSubmit,
} from '@/features/overlays/IdleContactParts';
import { useIdleContactSend } from '@/features/overlays/useIdleContactSend';
import { useTranslation } from '@/i18n/useTranslation';
import { sessionStore } from '@/lib/sessionStorage';
import { telHref } from '@/features/legal/siteLinks';
import stepStyles from '../SummaryStep.module.css';
import styles from './Precheck.module.css';

export function PrecheckCallback({ phone }: { phone: string | null }) {
  const { t } = useTranslation(['summary', 'overlays', 'common']);
  // The idle dialog would offer the same call back again: it is done for the session.
  const contact = useIdleContactSend(() => {
    const store = sessionStore();
    writeIdleMemory(store, afterClose(readIdleMemory(store), 'sent'));
  });
  const titleId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await contact.send();
  };

  return (
    <section className={stepStyles.group} aria-labelledby={titleId} data-testid="precheck-callback">
      <div className={styles.callback}>
        <h2 id={titleId} className={styles.callbackTitle}>
          {t('summary:precheck.callbackTitle')}
        </h2>
        {phone && (
          <p className={styles.help}>
            {t('summary:precheck.callUs')} <a href={telHref(phone)}>{phone}</a>
          </p>
        )}
        <p className={styles.help}>{t('summary:precheck.callbackText')}</p>
        {contact.status === 'sent' ? (
          <div aria-live="polite">
            <InfoBlock variant="success" icon="success" text={t('overlays:idle.sent')} />
          </div>
        ) : (
          <form onSubmit={submit} noValidate className={styles.callback}>
            <IdleContactField send={contact} autoComplete="tel" testId="precheck-callback-input" />
            <div aria-live="polite">
              <IdleContactFailed send={contact} />
            </div>
            <div>
              <IdleContactSubmit send={contact} testId="precheck-callback-submit" />
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
