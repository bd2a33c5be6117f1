/**
 * /staff/screening?location=<_id>: the MRI safety questionnaire's review queue of a location
 * (docs/screening.md "At the desk"): the signed questionnaires with a review or stop answer
 * and no decision, soonest appointment first. Opening one shows its answers (an audited view)
 * and the decision: clear, ask for documents (a note emailed to the patient) or cannot scan
 * (cancelled with a full refund). Clinical role and admins.
 */
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import type {
  ScreeningDecision,
  StaffScreeningQueueItem,
  StaffScreeningQueueResponse,
} from '@/contracts/staff-screening';
import { useTranslation } from '@/i18n/useTranslation';
import { languageOf, toLocale } from '@/i18n/locales';
import { deskFetch } from './sessionEnd';
import { LocationListPage, useLocationList, type ListTable } from './LocationListHead';
import { reviewTime, ScreeningAnswersTable, useScreeningAnswers } from './ScreeningAnswers';
import { DeskError, errorIdOf, RadioChoices } from './DeskParts';
import styles from './desk.module.css';

const QUEUE = '/api/staff/screening/queue';
const DECISIONS: ScreeningDecision[] = ['clear', 'ask-documents', 'cannot-scan'];

const TABLE: ListTable = {
  section: 'screening',
  testId: 'staff-screening-queue',
  columns: ['appointment', 'patient', 'outcome', 'documents', 'open'],
};

export function ScreeningReviewPage() {
  const language = languageOf(toLocale(useRouter().locale));
  const [open, setOpen] = useState<string | null>(null);
  const queue = useLocationList<StaffScreeningQueueResponse>('/staff/screening', QUEUE);
  return (
    <LocationListPage
      table={TABLE}
      list={queue}
      items={queue.data?.items}
      row={(item) => (
        <QueueRow
          key={item.id}
          item={item}
          language={language}
          open={open === item.id}
          onOpen={() => setOpen(open === item.id ? null : item.id)}
        />
      )}
    >
      {open && (
        <Review
          id={open}
          language={language}
          onDone={() => {
            setOpen(null);
            void queue.mutate();
          }}
        />
      )}
    </LocationListPage>
  );
}

const when = reviewTime;

function QueueRow({
  item,
  language,
  open,
  onOpen,
}: {
  item: StaffScreeningQueueItem;
  language: 'en' | 'de';
  open: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation('desk');
  return (
    <tr data-testid="staff-screening-item">
      <td>
        {when(item.start, language)}
        <br />
        <small>{item.reference}</small>
      </td>
      <td>
        {item.firstName} {item.lastName}
      </td>
      <td>
        <span className={styles.badge}>{t(`screening.outcomes.${item.outcome}`)}</span>
      </td>
      <td>{item.documentsRequestedAt ? when(item.documentsRequestedAt, language) : '–'}</td>
      <td>
        <button type="button" className={styles.secondary} aria-expanded={open} onClick={onOpen}>
          {t('screening.review', { reference: item.reference })}
        </button>
      </td>
    </tr>
  );
}

function Review({
  id,
  language,
  onDone,
}: {
  id: string;
  language: 'en' | 'de';
  onDone: () => void;
}) {
  const { t } = useTranslation('desk');
  const answers = useScreeningAnswers(id);
  const [decision, setDecision] = useState<ScreeningDecision>('clear');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const data = answers.data;
  const loadError = errorIdOf(answers.error);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await deskFetch('/api/staff/screening/decide', {
        method: 'POST',
        body: { id, decision, reason, ...(decision === 'ask-documents' ? { note } : {}) },
      });
      onDone();
    } catch (err) {
      setFailure(errorIdOf(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="screening-review-title">
      <h2 id="screening-review-title">{t('screening.answersTitle')}</h2>
      <DeskError id={loadError} />
      {!data && !loadError && <p aria-live="polite">{t('day.loading')}</p>}
      {data && (
        <>
          <ScreeningAnswersTable data={data} language={language} />
          <form className={styles.form} onSubmit={submit} aria-label={t('screening.decide')}>
            <fieldset className={styles.fieldset}>
              <legend>{t('screening.decide')}</legend>
              <RadioChoices
                name="decision"
                choices={DECISIONS}
                value={decision}
                onChange={setDecision}
                label={(d) => t(`screening.decisions.${d}`)}
              />
            </fieldset>
            {decision === 'cannot-scan' && (
              <p className={styles.hint}>{t('screening.cannotScanHint')}</p>
            )}
            {decision === 'ask-documents' && (
              <label className={styles.control}>
                <span>{t('screening.note')}</span>
                <textarea
                  required
                  maxLength={2000}
                  rows={3}
                  value={note}
                  onChange={(e) => setNote(e.target.value)}
                />
              </label>
            )}
            <label className={styles.control}>
              <span>{t('screening.reason')}</span>
              <input
                required
                maxLength={500}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            </label>
            <DeskError id={failure} />
            <div className={styles.actions}>
              <button type="submit" className={styles.primary} disabled={busy}>
                {t(`screening.confirm.${decision}`)}
              </button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
