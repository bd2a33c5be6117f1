/**
 * /staff/search: find the patient who is calling, by reference, email, phone or name however
 * typed (Mueller, Müll, Hans Müller: blind-index name terms, docs/staff-desk.md "Search however
 * typed"), optionally within dates. The query is sent in the body (POST), never in the URL;
 * each result links to the patient view by booking id.
 */
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import type { SearchResponse, SearchResult } from '@/contracts/staff-search';
import { formatCents } from '@/i18n/format';
import { useTranslation } from '@/i18n/useTranslation';
import { languageOf, toLocale } from '@/i18n/locales';
import { deskFetch } from './sessionEnd';
import { BookingDrawer } from './BookingDrawer';
import { DeskLayout } from './DeskLayout';
import { clock, longDate } from './dayGrid';
import { DeskError } from './DeskParts';
import styles from './desk.module.css';
import { LabelledInput } from './LabelledInput';
import { TableHead } from './TableHead';
import { useDeskAction } from './useDeskAction';
import { recallSearch, rememberSearch, type DeskSearch } from './searchMemory';

/** The table's column headers (their text keys), in order. */
const RESULT_COLUMNS = [
  'search.when',
  'search.name',
  'search.reference',
  'day.location',
  'search.state',
  'search.patient',
];

export function SearchPage() {
  const { t } = useTranslation('desk');
  const router = useRouter();
  const language = languageOf(toLocale(router.locale));
  // Back from a patient: the last search of this tab, its results fetched afresh.
  const [recalled] = useState(recallSearch);
  const [q, setQ] = useState(recalled?.q ?? '');
  const [from, setFrom] = useState(recalled?.from ?? '');
  const [to, setTo] = useState(recalled?.to ?? '');
  const [answer, setAnswer] = useState<SearchResponse | null>(null);
  const { busy, error, run } = useDeskAction();
  const [open, setOpen] = useState<SearchResult | null>(null);

  const search = async (query: DeskSearch) => {
    rememberSearch(query);
    await run(async () => {
      setAnswer(
        await deskFetch<SearchResponse>('/api/staff/search', {
          method: 'POST',
          body: { q: query.q, from: query.from || undefined, to: query.to || undefined },
        }),
      );
    });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await search({ q, from, to });
  };
  const searchAgain = useEffectEvent((query: DeskSearch) => void search(query));
  useEffect(() => {
    if (recalled) searchAgain(recalled);
  }, [recalled]);

  return (
    <DeskLayout title={t('search.heading')} current="search">
      <h1 className={styles.title}>{t('search.heading')}</h1>
      <form className={`${styles.form} ${styles.searchForm}`} onSubmit={submit} role="search">
        <LabelledInput
          label={t('search.query')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          required
          minLength={2}
          maxLength={200}
          autoComplete="off"
          aria-describedby="search-hint"
        />
        <LabelledInput
          label={t('search.from')}
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <LabelledInput
          label={t('search.to')}
          type="date"
          value={to}
          onChange={(e) => setTo(e.target.value)}
        />
        <button type="submit" className={styles.primary} disabled={busy}>
          {t('search.submit')}
        </button>
        <p id="search-hint" className={styles.hint}>
          {t('search.hint')}
        </p>
      </form>
      <DeskError id={error} />
      <div aria-live="polite">
        {answer && (
          <p>
            {t('search.count', { count: answer.results.length })}
            {answer.truncated && ` ${t('search.truncated')}`}
          </p>
        )}
      </div>
      {answer && answer.results.length > 0 && (
        <div className={open ? styles.withDrawer : undefined}>
          <table className={styles.table}>
            <TableHead columns={RESULT_COLUMNS.map((key) => t(key))} />
            <tbody>
              {answer.results.map((r) => (
                <tr key={r.id}>
                  <td>
                    {longDate(r.date, language)}, {clock(r.startsAt)}
                  </td>
                  <td>
                    <button
                      type="button"
                      className={`link-button ${styles.linkButton}`}
                      onClick={() => setOpen(r)}
                    >
                      {r.name || r.reference}
                    </button>
                    {r.invitedPartner && (
                      <div className={styles.hint} data-testid="search-invited-partner">
                        {t('search.invitedPartner', { name: r.invitedPartner })}
                      </div>
                    )}
                  </td>
                  <td>{r.reference}</td>
                  <td>{r.location.name}</td>
                  <td>
                    {t(`status.${r.status}`)}
                    {r.dueCents > 0 &&
                      ` · ${t('booking.due', { amount: formatCents(r.dueCents) })}`}
                  </td>
                  <td>
                    <Link href={{ pathname: '/staff/patient', query: { booking: r.id } }}>
                      {t('search.patient')}
                      <span className="visually-hidden"> {r.name || r.reference}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {open && (
            <BookingDrawer
              summary={open}
              onClose={() => setOpen(null)}
              onChanged={() => undefined}
            />
          )}
        </div>
      )}
    </DeskLayout>
  );
}
