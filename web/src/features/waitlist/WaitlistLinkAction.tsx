/**
 * The confirm and leave pages of the waitlist emails (38.3, docs/waitlist.md): the link opens a page
 * whose button POSTs the token, so that opening the link (a mail scanner's GET) changes
 * nothing (docs/waitlist.md). The answer shows the entry's terms; a refusal shows the
 * catalogue's message for its id.
 */
import { useRef, useState } from 'react';
import type { WaitlistEntryView } from '@/contracts/waitlist';
import { Button } from '@/components/Button/Button';
import { InfoBlock } from '@/components/InfoBlock/InfoBlock';
import { useTranslation } from '@/i18n/useTranslation';
import { apiErrorId } from '@/lib/fetcher';
import shared from '@/styles/steps.module.css';
import { EntryTerms } from './EntryTerms';
import { useCatalogueText } from './useCatalogue';
import { useLinkToken } from './useLinkToken';
import { confirmWaitlist, leaveWaitlist } from './waitlistApi';
import styles from './Waitlist.module.css';

const ACTIONS = { confirm: confirmWaitlist, leave: leaveWaitlist } as const;

export function WaitlistLinkAction({ action }: { action: keyof typeof ACTIONS }) {
  const { t } = useTranslation('waitlist');
  const token = useLinkToken();
  const [busy, setBusy] = useState(false);
  const [entry, setEntry] = useState<WaitlistEntryView | null>(null);
  const [errorId, setErrorId] = useState<string | null>(null);
  const errorText = useCatalogueText(errorId, t('errors.generic'));
  const resultRef = useRef<HTMLDivElement>(null);

  const run = async () => {
    if (!token) return;
    setBusy(true);
    setErrorId(null);
    try {
      setEntry(await ACTIONS[action](token));
    } catch (error) {
      setErrorId(apiErrorId(error));
    } finally {
      setBusy(false);
      requestAnimationFrame(() => resultRef.current?.focus());
    }
  };

  return (
    <div className={`${shared.step} ${styles.page}`}>
      <h1>{t(`${action}.title`)}</h1>
      {token === undefined ? (
        <p role="status">{t('loading')}</p>
      ) : token === null ? (
        <InfoBlock variant="error" icon="error" text={t('linkMissing')} />
      ) : (
        <div ref={resultRef} tabIndex={-1} className={styles.done} data-testid="waitlist-result">
          {entry ? (
            <>
              <InfoBlock
                variant="success"
                icon="success"
                label={t(`${action}.doneTitle`)}
                text={t(`${action}.doneText`)}
              />
              <h2>{t('terms.title')}</h2>
              <EntryTerms entry={entry} />
            </>
          ) : errorId ? (
            <InfoBlock variant="error" icon="error" text={errorText ?? ''} />
          ) : (
            <>
              <p>{t(`${action}.text`)}</p>
              <div className={styles.actions}>
                <Button
                  variant={action === 'leave' ? 'danger' : 'primary'}
                  size="L"
                  onClick={() => void run()}
                  disabled={busy}
                  data-testid={`waitlist-${action}`}
                >
                  {t(`${action}.button`)}
                </Button>
              </div>
            </>
          )}
        </div>
      )}
    </div>
  );
}
