/**
 * /{locale}/rebook?token=…: the "choose a new time" link of a desk block's email
 * (docs/staff-desk.md "Blocks"). The booking, the free times (no minimum notice: the clinic
 * asked for the change) and one choice; opened again it shows the result. The token is sent in
 * POST bodies only (as the manage link's).
 */
import { useRouter } from 'next/router';
import { useState } from 'react';
import { WithCallUs } from '@/features/legal/CallUs';
import type { RebookView } from '@/contracts/booking-rebook';
import { formatSlotDay } from '@/features/summary/formatSlot';
import { useTranslation } from '@/i18n/useTranslation';
import { apiErrorId, apiFetch } from '@/lib/fetcher';
import { useApi, READ_ONCE } from '@/lib/useApi';
import { Button } from '@/components/Button/Button';
import shared from '@/styles/steps.module.css';
import styles from './RebookPage.module.css';
import { ALREADY_BOOKED } from '@/contracts/error-ids';
import { ZONE } from '@/shared/zone';

const PATH = '/api/booking/rebook';

function clockOf(iso: string, language: string): string {
  return new Date(iso).toLocaleTimeString(language === 'de' ? 'de-CH' : 'en-GB', {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
  });
}
const whenOf = (iso: string, language: string) =>
  `${formatSlotDay(iso, language)}, ${clockOf(iso, language)}`;

export function RebookPage() {
  const { t } = useTranslation('manage');
  const router = useRouter();
  const token = typeof router.query.token === 'string' ? router.query.token : null;
  const view = useApi(
    token ? [PATH, token] : null,
    ([path, tk]: [string, string]) =>
      apiFetch<RebookView>(path, { method: 'POST', body: { token: tk } }),
    READ_ONCE,
  );
  const [day, setDay] = useState<string | null>(null);
  const [error, setError] = useState<'taken' | 'stale' | null>(null);
  const [busy, setBusy] = useState(false);

  if (!router.isReady || (token && view.isLoading))
    return <p role="status">{t('rebook.loading')}</p>;
  if (!token || view.error)
    return (
      <section className={shared.step}>
        <h1>{t('rebook.heading')}</h1>
        <p role="alert">
          <WithCallUs text={t('rebook.invalid')} />
        </p>
      </section>
    );
  const data = view.data!;
  const language = data.language;
  const chosenDay = day ?? data.days[0]?.date ?? null;
  const times = data.days.find((d) => d.date === chosenDay)?.slots ?? [];

  const choose = async (start: string) => {
    setBusy(true);
    setError(null);
    try {
      const next = await apiFetch<RebookView>(PATH, {
        method: 'POST',
        body: { token, timeSlotStart: start },
      });
      await view.mutate(next, { revalidate: false });
    } catch (err) {
      const id = apiErrorId(err, 'generic');
      setError(id === ALREADY_BOOKED ? 'taken' : 'stale');
      await view.mutate();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={shared.step} aria-labelledby="rebook-heading">
      <h1 id="rebook-heading">{t('rebook.heading')}</h1>
      <p>{t('rebook.reference', { reference: data.reference, location: data.locationName })}</p>
      {data.state === 'done' && data.chosenStart && (
        <p role="status">{t('rebook.done', { when: whenOf(data.chosenStart, language) })}</p>
      )}
      {data.state === 'stale' && (
        <p role="alert">
          <WithCallUs text={t('rebook.stale')} />
        </p>
      )}
      {data.state === 'open' && (
        <>
          <p>{t('rebook.intro', { when: whenOf(data.start, language) })}</p>
          {error && (
            <p role="alert">
              {error === 'taken' ? t('rebook.taken') : <WithCallUs text={t('rebook.stale')} />}
            </p>
          )}
          {data.days.length === 0 ? (
            <p>
              <WithCallUs text={t('rebook.none')} />
            </p>
          ) : (
            <>
              <label className={styles.field}>
                {t('rebook.day')}
                <select value={chosenDay ?? ''} onChange={(e) => setDay(e.target.value)}>
                  {data.days.map((d) => (
                    <option key={d.date} value={d.date}>
                      {formatSlotDay(d.slots[0], language)}
                    </option>
                  ))}
                </select>
              </label>
              <fieldset className={styles.fieldset}>
                <legend>
                  {t('rebook.times', {
                    day: chosenDay ? formatSlotDay(times[0] ?? chosenDay, language) : '',
                  })}
                </legend>
                <ul className={styles.times}>
                  {times.map((s) => (
                    <li key={s}>
                      <Button
                        variant="secondary"
                        disabled={busy}
                        onClick={() => void choose(s)}
                        aria-label={t('rebook.choose', { time: whenOf(s, language) })}
                      >
                        {clockOf(s, language)}
                      </Button>
                    </li>
                  ))}
                </ul>
              </fieldset>
            </>
          )}
        </>
      )}
    </section>
  );
}
