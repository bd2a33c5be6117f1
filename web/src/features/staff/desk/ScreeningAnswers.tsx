/**
 * One booking's MRI safety questionnaire as the clinical review reads it (docs/screening.md "At
 * the desk"): the questions as asked with each answer, detail and outcome, who signed and when,
 * the last documents request. One read of GET /api/staff/screening/answers, which is audited
 * (`screening-viewed`), so it is read when a person opens it and never again on focus. The
 * review page and the booking drawer both show it (clinical staff and admins only).
 */
import Link from 'next/link';
import { useState } from 'react';
import type { DayBooking } from '@/contracts/staff-day';
import type { StaffScreeningAnswersResponse } from '@/contracts/staff-screening';
import { useTranslation } from '@/i18n/useTranslation';
import { useApi } from '@/lib/useApi';
import { clock, longDate, zurichToday } from './dayGrid';
import { ScreeningBadge } from './DayGrid';
import { DeskError, errorIdOf } from './DeskParts';
import { deskFetch } from './sessionEnd';
import styles from './desk.module.css';
import { TableHead } from './TableHead';

/** An instant as the review writes it: its Zurich day and clock. */
export function reviewTime(iso: string, language: 'en' | 'de') {
  return `${longDate(zurichToday(new Date(iso)), language)}, ${clock(iso)}`;
}

/** The booking's answers, read once (each read is audited). */
export function useScreeningAnswers(id: string) {
  return useApi(
    ['/api/staff/screening/answers', id],
    ([path, booking]) => deskFetch<StaffScreeningAnswersResponse>(path, { query: { booking } }),
    { revalidateOnFocus: false },
  );
}

function answerText(
  a: StaffScreeningAnswersResponse['answers'][number],
  t: (k: string) => string,
): string {
  if (a.value === null) return t('screening.unanswered');
  if (typeof a.value === 'number') return `${a.value}${a.unit ? ` ${a.unit}` : ''}`;
  return t(`screening.values.${a.value}`);
}

/** The answers' table, the signature and the last documents request. */
export function ScreeningAnswersTable({
  data,
  language,
}: {
  data: StaffScreeningAnswersResponse;
  language: 'en' | 'de';
}) {
  const { t } = useTranslation('desk');
  return (
    <>
      <table className={styles.table} data-testid="staff-screening-answers">
        <TableHead
          columns={[t('screening.question'), t('screening.answer'), t('screening.outcome')]}
        />
        <tbody>
          {data.answers.map((a) => (
            <tr key={a.key}>
              <td>
                <small>{a.section}</small>
                <br />
                {a.question}
              </td>
              <td>
                {answerText(a, t)}
                {a.detail && (
                  <>
                    <br />
                    <small>{a.detail}</small>
                  </>
                )}
              </td>
              <td>{a.outcome ? t(`screening.outcomes.${a.outcome}`) : '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.hint}>
        {data.signedAt
          ? t('screening.signed', {
              name: data.signedName ?? '–',
              at: reviewTime(data.signedAt, language),
            })
          : t('screening.notSigned')}
      </p>
      {data.documentsNote && (
        <p className={styles.hint}>{t('screening.lastNote', { note: data.documentsNote })}</p>
      )}
    </>
  );
}

/**
 * The drawer's questionnaire section (docs/staff-desk.md "Booking detail"): the state for
 * everyone who opens the booking; for clinical staff and admins a button that reads the answers
 * (one audited read, only when asked) and, while it waits for a decision, a link to the review.
 */
export function DrawerScreening({
  booking,
  role,
  language,
}: {
  booking: Pick<DayBooking, 'id' | 'status' | 'screening'> & { location: { id: string } };
  role?: string;
  language: 'en' | 'de';
}) {
  const { t } = useTranslation('desk');
  const [shown, setShown] = useState(false);
  const reviews = role === 'clinical' || role === 'admin';
  return (
    <section
      className={styles.section}
      aria-labelledby="sec-screening"
      data-testid="drawer-screening"
    >
      <h3 id="sec-screening">{t('drawer.screening')}</h3>
      <p>
        <ScreeningBadge state={booking.screening} />
      </p>
      {reviews && booking.screening !== 'missing' && (
        <p className={styles.actions}>
          <button
            type="button"
            className={styles.secondary}
            aria-expanded={shown}
            aria-controls="drawer-screening-answers"
            onClick={() => setShown(!shown)}
          >
            {t(shown ? 'drawer.screeningHide' : 'drawer.screeningShow')}
          </button>
          {booking.screening === 'needsReview' && (
            <Link
              className={styles.toolLink}
              href={{ pathname: '/staff/screening', query: { location: booking.location.id } }}
            >
              {t('drawer.screeningReview')}
            </Link>
          )}
        </p>
      )}
      <div id="drawer-screening-answers">
        {shown && <DrawerAnswers id={booking.id} language={language} />}
      </div>
    </section>
  );
}

function DrawerAnswers({ id, language }: { id: string; language: 'en' | 'de' }) {
  const { t } = useTranslation('desk');
  const answers = useScreeningAnswers(id);
  const errorId = errorIdOf(answers.error);
  if (errorId) return <DeskError id={errorId} />;
  if (!answers.data) return <p aria-live="polite">{t('drawer.loading')}</p>;
  return <ScreeningAnswersTable data={answers.data} language={language} />;
}
