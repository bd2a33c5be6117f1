/**
 * The MRI safety questionnaire after booking (docs/screening.md "The patient's questionnaire"):
 * opened with the booking's manage token (?token=, sent in POST bodies only), every answer saved
 * as it is given (a choice at once, a number or a detail when the field is left or after a
 * pause), so the patient can leave and finish later; then the consent, signed by typed full name
 * and date; then the signed copy as a PDF. Each question is a fieldset with its legend, errors
 * are listed in a summary that takes focus and links to each field.
 */
import { WithCallUs } from '@/features/legal/CallUs';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/Button/Button';
import { InfoBlock } from '@/components/InfoBlock/InfoBlock';
import { useDialogAction } from '@/features/overlays/useDialogAction';
import { useErrorDialog } from '@/features/overlays/useErrorDialog';
import {
  formatInstant,
  formatSlotDay,
  formatSlotTime,
  formatZurichDateTime,
} from '@/features/summary/formatSlot';
import { textOfVariant, textVariantOf, type TextVariant } from '@/i18n/germanyGerman';
import { toLocale } from '@/i18n/locales';
import { useTranslation } from '@/i18n/useTranslation';
import { apiErrorId, isApiError } from '@/lib/fetcher';
import { useApi } from '@/lib/useApi';
import shared from '@/styles/steps.module.css';
import { ZONE } from '@/shared/zone';
import type {
  ScreeningQuestionView,
  ScreeningText,
  ScreeningView,
  ScreeningYesNo,
} from '@/contracts/screening-open';
import { BOOKING_LINK_INVALID, BOOKING_NOT_ACTIVE } from '@/contracts/error-ids';
import { fetchScreeningPdf, openScreening, saveAnswer, signScreening } from './screeningApi';
import { saveFile } from '@/lib/saveFile';
import styles from './ScreeningForm.module.css';

type Answer = { value: ScreeningYesNo | number | null; detail: string };
type Answers = Record<string, Answer>;
type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

const YES_NO: readonly ScreeningYesNo[] = ['yes', 'no', 'notSure'];

/** Today in Zurich as YYYY-MM-DD (the date typed beside the signature). */
function todayInZurich(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
}

const asksDetail = (q: ScreeningQuestionView, a: Answer | undefined) =>
  q.kind === 'yesNo' && q.detail && (a?.value === 'yes' || a?.value === 'notSure');

export function ScreeningForm() {
  const { t } = useTranslation('screening');
  const router = useRouter();
  const token = typeof router.query.token === 'string' ? router.query.token : null;
  const query = useApi(token ? ['screening/open', token] : null, ([, tk]) => openScreening(tk), {
    revalidateOnFocus: false,
  });
  if (!router.isReady || (token && query.isLoading)) return <p role="status">{t('loading')}</p>;
  const errorId = query.error && isApiError(query.error) ? query.error.id : null;
  if (!token || errorId === BOOKING_LINK_INVALID)
    return (
      <InfoBlock
        variant="error"
        label={t('linkInvalid.title')}
        text={<WithCallUs text={t('linkInvalid.text')} or />}
      />
    );
  if (errorId === BOOKING_NOT_ACTIVE) return <InfoBlock variant="error" text={t('notActive')} />;
  if (query.error || !query.data) return <InfoBlock variant="error" text={t('loadFailed')} />;
  return (
    <Questionnaire
      token={token}
      screening={query.data}
      onSigned={(next) => void query.mutate(next, { revalidate: false })}
    />
  );
}

function Questionnaire({
  token,
  screening,
  onSigned,
}: {
  token: string;
  screening: ScreeningView;
  onSigned: (s: ScreeningView) => void;
}) {
  const { t } = useTranslation('screening');
  const router = useRouter();
  const locale = toLocale(router.locale);
  const variant = textVariantOf(locale);
  const language = variant === 'en' ? 'en' : 'de';
  const say = (text: ScreeningText) => textOfVariant(text, variant);
  const questions = screening.sections.flatMap((s) => s.questions);

  const [answers, setAnswers] = useState<Answers>(() =>
    Object.fromEntries(
      questions.map((q) => [
        q.key,
        { value: q.answer?.value ?? null, detail: q.answer?.detail ?? '' },
      ]),
    ),
  );
  const [outcome, setOutcome] = useState(screening.outcome);
  const [progress, setProgress] = useState(screening.progress);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const errorDialog = useErrorDialog();
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  async function save(key: string, answer: Answer) {
    if (answer.value === null) return;
    setSaveState('saving');
    try {
      const res = await saveAnswer({
        token,
        key,
        value: answer.value,
        detail: answer.detail.trim() || null,
      });
      setProgress(res.progress);
      setOutcome(res.outcome);
      setSaveState('saved');
    } catch (error) {
      setSaveState('failed');
      errorDialog.show(apiErrorId(error, 'http-error'));
    }
  }

  /** Saves after a pause in typing (a number, a detail); leaving the field saves at once. */
  function saveSoon(key: string, answer: Answer, delay = 900) {
    const pending = timers.current.get(key);
    if (pending) clearTimeout(pending);
    timers.current.set(
      key,
      setTimeout(() => {
        timers.current.delete(key);
        void save(key, answer);
      }, delay),
    );
  }
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  function update(key: string, next: Partial<Answer>, when: 'now' | 'soon' | 'later') {
    const answer = { ...answers[key], ...next };
    setAnswers((prev) => ({ ...prev, [key]: answer }));
    if (when === 'now') {
      const pending = timers.current.get(key);
      if (pending) clearTimeout(pending);
      timers.current.delete(key);
      void save(key, answer);
    } else if (when === 'soon') saveSoon(key, answer);
    return answer;
  }

  const signed = screening.signed;
  const due = new Date(screening.dueAt);
  const overdue = screening.overdue;

  return (
    <div className={shared.step}>
      <div className={shared.hero}>
        <h1>{t('title')}</h1>
        <p className={styles.meta}>
          {t('reference')}: <strong data-testid="screening-reference">{screening.reference}</strong>
          {' · '}
          {formatSlotDay(screening.start, language)}, {formatSlotTime(screening.start, null)}
        </p>
        {!signed && (
          <p className={styles.due} data-overdue={overdue || undefined} data-testid="screening-due">
            {overdue ? (
              <WithCallUs text={t('overdue', { due: formatZurichDateTime(due, language) })} or />
            ) : (
              t('due', { due: formatZurichDateTime(due, language) })
            )}
          </p>
        )}
        <p>
          <Link href={{ pathname: '/booking', query: { token } }}>{t('back')}</Link>
        </p>
      </div>

      {signed ? (
        <SignedView token={token} screening={screening} say={say} language={language} />
      ) : (
        <>
          <p className={styles.intro}>{t('intro')}</p>
          <p
            className={styles.progress}
            role="status"
            aria-live="polite"
            data-testid="screening-progress"
          >
            {t('progress', { answered: progress.answered, total: progress.total })}
            {saveState !== 'idle' && ` · ${t(`save.${saveState}`)}`}
          </p>
          {outcome !== 'clear' && (
            <InfoBlock
              icon="info"
              label={t(`calm.${outcome}.title`)}
              text={t(`calm.${outcome}.text`)}
            />
          )}
          <form
            className={styles.form}
            noValidate
            onSubmit={(e) => e.preventDefault()}
            aria-label={t('title')}
          >
            {screening.sections.map((section) => (
              <section key={section.key} className={`${shared.surface} ${styles.section}`}>
                <h2 className={styles.sectionTitle}>{say(section.title)}</h2>
                {section.questions.map((q) => (
                  <QuestionField
                    key={q.key}
                    question={q}
                    answer={answers[q.key]}
                    say={say}
                    onChoice={(value) => update(q.key, { value }, 'now')}
                    onNumber={(raw) => {
                      const n = Number(raw.replace(',', '.'));
                      const value = raw.trim() === '' || !Number.isFinite(n) ? null : n;
                      update(q.key, { value }, value === null ? 'later' : 'soon');
                    }}
                    onDetail={(detail) => update(q.key, { detail }, 'soon')}
                    onLeave={() => {
                      if (timers.current.has(q.key)) update(q.key, {}, 'now');
                    }}
                  />
                ))}
              </section>
            ))}
          </form>
          <ConsentForm
            token={token}
            screening={screening}
            questions={questions}
            answers={answers}
            say={say}
            variant={variant}
            onSigned={onSigned}
          />
        </>
      )}
    </div>
  );
}

function QuestionField({
  question: q,
  answer,
  say,
  onChoice,
  onNumber,
  onDetail,
  onLeave,
}: {
  question: ScreeningQuestionView;
  answer: Answer | undefined;
  say: (text: ScreeningText) => string;
  onChoice: (value: ScreeningYesNo) => void;
  onNumber: (raw: string) => void;
  onDetail: (detail: string) => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation('screening');
  const id = `q-${q.key}`;
  const helpId = q.help ? `${id}-help` : undefined;
  const [raw, setRaw] = useState(typeof answer?.value === 'number' ? String(answer.value) : '');
  if (q.kind === 'number') {
    return (
      <div className={styles.question} data-question={q.key}>
        <label htmlFor={id} className={styles.legend}>
          {say(q.text)} ({q.unit})
        </label>
        {helpId && (
          <p id={helpId} className={styles.help}>
            {say(q.help!)}
          </p>
        )}
        <div className={styles.numberRow}>
          <input
            id={id}
            className={styles.number}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={raw}
            aria-describedby={helpId}
            onChange={(e) => {
              setRaw(e.target.value);
              onNumber(e.target.value);
            }}
            onBlur={onLeave}
          />
          <span className={styles.unit} aria-hidden="true">
            {q.unit}
          </span>
        </div>
      </div>
    );
  }
  return (
    <fieldset className={styles.question} id={id} data-question={q.key} aria-describedby={helpId}>
      <legend className={styles.legend}>{say(q.text)}</legend>
      {helpId && (
        <p id={helpId} className={styles.help}>
          {say(q.help!)}
        </p>
      )}
      <div className={styles.choices}>
        {YES_NO.map((value) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              name={id}
              value={value}
              checked={answer?.value === value}
              onChange={() => onChoice(value)}
            />
            <span>{t(`answer.${value}`)}</span>
          </label>
        ))}
      </div>
      {asksDetail(q, answer) && (
        <div className={styles.detail}>
          <label htmlFor={`${id}-detail`}>{t('detail')}</label>
          <textarea
            id={`${id}-detail`}
            rows={2}
            maxLength={500}
            value={answer?.detail ?? ''}
            onChange={(e) => onDetail(e.target.value)}
            onBlur={onLeave}
          />
        </div>
      )}
    </fieldset>
  );
}

type Problem = { target: string; text: string };

function ConsentForm({
  token,
  screening,
  questions,
  answers,
  say,
  variant,
  onSigned,
}: {
  token: string;
  screening: ScreeningView;
  questions: ScreeningQuestionView[];
  answers: Answers;
  say: (text: ScreeningText) => string;
  variant: TextVariant;
  onSigned: (s: ScreeningView) => void;
}) {
  const { t } = useTranslation('screening');
  const [agreed, setAgreed] = useState<Set<string>>(new Set());
  const [choice, setChoice] = useState<'yes' | 'no' | null>(null);
  const [fullName, setFullName] = useState('');
  const [signedOn, setSignedOn] = useState(todayInZurich);
  const [problems, setProblems] = useState<Problem[]>([]);
  const { busy, run } = useDialogAction();
  const summary = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (problems.length) summary.current?.focus();
  }, [problems]);

  function check(): Problem[] {
    const found: Problem[] = [];
    for (const q of questions) {
      const a = answers[q.key];
      if (a?.value === null || a?.value === undefined)
        found.push({
          target: `q-${q.key}`,
          text: t('errors.unanswered', { question: say(q.text) }),
        });
      else if (asksDetail(q, a) && !a.detail.trim())
        found.push({
          target: `q-${q.key}-detail`,
          text: t('errors.detail', { question: say(q.text) }),
        });
    }
    for (const c of screening.consents) {
      if (c.choice && !choice)
        found.push({
          target: `consent-${c.key}`,
          text: t('errors.choice', { title: say(c.title) }),
        });
      if (!c.choice && !agreed.has(c.key))
        found.push({
          target: `consent-${c.key}`,
          text: t('errors.agree', { title: say(c.title) }),
        });
    }
    if (!fullName.trim()) found.push({ target: 'screening-name', text: t('errors.name') });
    if (!/^\d{4}-\d{2}-\d{2}$/.test(signedOn))
      found.push({ target: 'screening-date', text: t('errors.date') });
    return found;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = check();
    setProblems(found);
    if (found.length) return;
    await run(async () => {
      onSigned(
        await signScreening({
          token,
          fullName: fullName.trim(),
          signedOn,
          agreed: [...agreed] as ('scan' | 'incidentalFindings' | 'dataProcessing')[],
          incidentalFindings: choice,
          variant,
        }),
      );
      window.scrollTo({ top: 0 });
    });
  }

  return (
    <form
      className={`${shared.surface} ${styles.section}`}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="screening-consent-title"
    >
      <h2 id="screening-consent-title" className={styles.sectionTitle}>
        {t('consent.title')}
      </h2>
      <p>{t('consent.intro')}</p>
      {problems.length > 0 && (
        <div
          ref={summary}
          className={styles.errorSummary}
          role="alert"
          tabIndex={-1}
          aria-labelledby="screening-errors-title"
          data-testid="screening-errors"
        >
          <h3 id="screening-errors-title">{t('errors.title')}</h3>
          <ul>
            {problems.map((p) => (
              <li key={p.target + p.text}>
                <a href={`#${p.target}`}>{p.text}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {screening.consents.map((c) => (
        <fieldset key={c.key} id={`consent-${c.key}`} className={styles.consent}>
          <legend className={styles.legend}>{say(c.title)}</legend>
          {say(c.body)
            .split(/\n\s*\n/)
            .map((paragraph, i) => (
              <p key={i} className={styles.consentText}>
                {paragraph}
              </p>
            ))}
          {c.choice && c.choiceYes && c.choiceNo ? (
            <div className={styles.choices}>
              {(['yes', 'no'] as const).map((value) => (
                <label key={value} className={styles.choice}>
                  <input
                    type="radio"
                    name="incidental-findings"
                    value={value}
                    checked={choice === value}
                    onChange={() => setChoice(value)}
                  />
                  <span>{say(value === 'yes' ? c.choiceYes! : c.choiceNo!)}</span>
                </label>
              ))}
            </div>
          ) : (
            <label className={styles.choice}>
              <input
                type="checkbox"
                checked={agreed.has(c.key)}
                onChange={(e) =>
                  setAgreed((prev) => {
                    const next = new Set(prev);
                    if (e.target.checked) next.add(c.key);
                    else next.delete(c.key);
                    return next;
                  })
                }
              />
              <span>{t('consent.agree')}</span>
            </label>
          )}
        </fieldset>
      ))}
      <div className={styles.signature}>
        <div className={styles.field}>
          <label htmlFor="screening-name">{t('consent.fullName')}</label>
          <p id="screening-name-hint" className={styles.help}>
            {t('consent.fullNameHint')}
          </p>
          <input
            id="screening-name"
            type="text"
            autoComplete="name"
            value={fullName}
            aria-describedby="screening-name-hint"
            onChange={(e) => setFullName(e.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="screening-date">{t('consent.date')}</label>
          <input
            id="screening-date"
            type="date"
            value={signedOn}
            onChange={(e) => setSignedOn(e.target.value)}
          />
        </div>
      </div>
      <Button type="submit" disabled={busy} data-testid="screening-sign">
        {t(busy ? 'consent.signing' : 'consent.sign')}
      </Button>
    </form>
  );
}

function SignedView({
  token,
  screening,
  say,
  language,
}: {
  token: string;
  screening: ScreeningView;
  say: (text: ScreeningText) => string;
  language: 'en' | 'de';
}) {
  const { t } = useTranslation('screening');
  const [failed, setFailed] = useState(false);
  const signed = screening.signed!;
  async function download() {
    setFailed(false);
    try {
      const { blob, filename } = await fetchScreeningPdf(token);
      // The server names the file from Studio's texts (`files`); the reference alone if it did not.
      saveFile(blob, filename ?? `${screening.reference}.pdf`);
    } catch {
      setFailed(true);
    }
  }
  return (
    <section className={`${shared.surface} ${styles.section}`} aria-labelledby="screening-signed">
      <h2 id="screening-signed" className={styles.sectionTitle} data-testid="screening-signed">
        {t('signed.title')}
      </h2>
      <p data-testid="screening-signed-text">
        <WithCallUs
          text={t('signed.text', {
            name: signed.fullName,
            at: formatInstant(signed.signedAt, language),
          })}
        />
      </p>
      {screening.outcome !== 'clear' && (
        <InfoBlock
          icon="info"
          label={t(`calm.${screening.outcome}.title`)}
          text={t(`calm.${screening.outcome}.text`)}
        />
      )}
      <Button variant="secondary" onClick={() => void download()} data-testid="screening-pdf">
        {t('signed.download')}
      </Button>
      {failed && <InfoBlock variant="error" text={t('signed.downloadFailed')} />}
      <h3 className={styles.answersTitle}>{t('signed.answers')}</h3>
      <dl className={styles.answers}>
        {screening.sections.flatMap((s) =>
          s.questions.map((q) => (
            <div key={q.key}>
              <dt>{say(q.text)}</dt>
              <dd>
                {q.answer === null
                  ? '–'
                  : typeof q.answer.value === 'number'
                    ? `${q.answer.value} ${q.unit ?? ''}`
                    : t(`answer.${q.answer.value}`)}
                {q.answer?.detail ? ` – ${q.answer.detail}` : ''}
              </dd>
            </div>
          )),
        )}
      </dl>
    </section>
  );
}
