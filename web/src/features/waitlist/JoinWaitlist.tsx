/**
 * "Nothing suits? Join the waitlist" (docs/waitlist.md): a disclosure on the time-slot step and on a
 * location card without a free appointment. The form (react-hook-form, zod) is its own chunk,
 * loaded when the visitor opens it, so neither step carries it in its first load
 * (docs/performance.md).
 */
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Button } from '@/components/Button/Button';
import type { JoinWaitlistFormProps } from './JoinWaitlistForm';
import styles from './Waitlist.module.css';

const JoinWaitlistForm = lazy(() => import('./JoinWaitlistForm'));

export function JoinWaitlist({
  intro,
  open: openProp,
  onOpenChange,
  ...form
}: JoinWaitlistFormProps & {
  /** The sentence before the button, e.g. "No time suits you?". */
  intro: string;
  /** Controlled from outside (a full day's "join the waitlist"), else its own state. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const { t } = useTranslation('waitlist');
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openProp ?? ownOpen;
  const setOpen = (next: (o: boolean) => boolean) => {
    const value = next(open);
    setOwnOpen(value);
    onOpenChange?.(value);
  };
  const panelId = useId();
  return (
    <div className={styles.join} data-testid="waitlist-join" data-waitlist-open={open}>
      <p className={styles.joinIntro}>{intro}</p>
      <Button
        variant={open ? 'ghost' : 'secondary'}
        icon="calendar"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        data-testid="waitlist-open"
      >
        {t('join.open')}
      </Button>
      <div id={panelId} hidden={!open} className={styles.panel}>
        {open && (
          <Suspense fallback={<p role="status">{t('loading')}</p>}>
            {/* A new day in view starts the form again with that day (its prefill). */}
            <JoinWaitlistForm key={form.viewedDate ?? ''} {...form} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
