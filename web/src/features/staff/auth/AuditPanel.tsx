/**
 * Admins: the audit trail, filtered and paged (/api/staff/audit; docs/staff-desk.md "Audit trail
 * by patient"). Read with useApi, one key per filter and page, so a page is read once and kept.
 * A booking is asked for by its reference as staff read it; a patient by the patient view's link
 * (?patient=<booking id>: every booking of the same email or phone). Actions and members show
 * in the member's language and by name; ids stay out of sight.
 */
import { useRouter } from 'next/router';
import { useEffect, useState, type ReactNode } from 'react';
import type { AuditEntryView, AuditResponse } from '@/contracts/staff-audit';
import { AUDIT_ACTIONS } from '@/shared/audit-actions';
import { useTranslation } from '@/i18n/useTranslation';
import { SecondaryButton } from './SecondaryButton';
import { languageOf, toLocale } from '@/i18n/locales';
import { apiFetch } from '@/lib/fetcher';
import { useApi } from '@/lib/useApi';
import { DeskDateInput, NamedOptions } from '@/features/staff/desk/DeskParts';
import { TableHead } from '@/features/staff/desk/TableHead';
import { errorKey } from './api';
import { Notice } from './Notice';
import styles from './staff.module.css';
import { ZONE } from '@/shared/zone';

type Filter = Record<'from' | 'to' | 'staff' | 'action' | 'booking' | 'patient', string>;
const EMPTY: Filter = { from: '', to: '', staff: '', action: '', booking: '', patient: '' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A Zurich day's first or last instant (the desk's days are Zurich days, whatever the browser). */
function zurichInstant(date: string, end: boolean): string {
  const probe = new Date(`${date}T12:00:00Z`);
  const offset = new Intl.DateTimeFormat('en', { timeZone: ZONE, timeZoneName: 'longOffset' })
    .formatToParts(probe)
    .find((p) => p.type === 'timeZoneName')!
    .value.replace('GMT', '');
  return `${date}T${end ? '23:59:59.999' : '00:00:00.000'}${offset || '+00:00'}`;
}

function queryOf(filter: Filter, cursor: number | null): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(filter)) {
    if (!v.trim()) continue;
    if (k === 'from') q.set(k, zurichInstant(v, false));
    else if (k === 'to') q.set(k, zurichInstant(v, true));
    else q.set(k, v.trim());
  }
  if (cursor) q.set('cursor', String(cursor));
  return q.size ? `?${q}` : '';
}

/** The detail of an entry without ids (a block's, a member's): what staff typed and amounts. */
function detailText(detail: AuditEntryView['detail']): string {
  return Object.entries(detail)
    .filter(([k, v]) => v !== null && v !== '' && k !== 'staffId' && !UUID.test(String(v)))
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join(' · ');
}

/** The table's column headers (their text keys), in order. */
const AUDIT_COLUMNS = ['audit.at', 'audit.who', 'audit.what', 'audit.booking', 'audit.detail'];

export function AuditPanel() {
  const { t } = useTranslation('staff');
  const router = useRouter();
  const language = languageOf(toLocale(router.locale));
  const patient = typeof router.query.patient === 'string' ? router.query.patient : '';
  const [draft, setDraft] = useState<Filter>(EMPTY);
  const [applied, setApplied] = useState<Filter>(EMPTY);
  /** The cursors of the pages shown: null is the first page. */
  const [cursors, setCursors] = useState<(number | null)[]>([null]);
  /** Where the page after the last one shown starts (null: no more). */
  const [next, setNext] = useState<number | null>(null);
  const filter = { ...applied, patient };

  const field = (name: 'booking') => (
    <label className={styles.label}>
      {t('audit.reservation')}
      <input
        className={styles.input}
        value={draft[name]}
        placeholder={t('audit.referenceHint')}
        autoComplete="off"
        onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
      />
    </label>
  );
  // A filter that is either any (empty) or one of `options`.
  const choice = (name: 'action' | 'staff', label: string, any: string, options: ReactNode) => (
    <label className={styles.label}>
      {label}
      <select
        className={styles.input}
        value={draft[name]}
        onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
      >
        <option value="">{any}</option>
        {options}
      </select>
    </label>
  );
  const first = useAuditPage(filter, null);
  const staffList = first.data?.staff ?? [];

  return (
    <>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          setApplied(draft);
          setCursors([null]);
          setNext(null);
        }}
      >
        <div className={styles.row}>
          <DeskDateInput
            label={t('audit.from')}
            value={draft.from}
            onChange={(v) => setDraft({ ...draft, from: v })}
          />
          <DeskDateInput
            label={t('audit.to')}
            value={draft.to}
            onChange={(v) => setDraft({ ...draft, to: v })}
          />
          {choice(
            'action',
            t('audit.action'),
            t('audit.anyAction'),
            AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {t(`audit.actions.${a}`, { defaultValue: a })}
              </option>
            )),
          )}
          {choice(
            'staff',
            t('audit.staff'),
            t('audit.anyStaff'),
            <NamedOptions items={staffList} />,
          )}
          {field('booking')}
          <button className={styles.button} type="submit">
            {t('audit.filter')}
          </button>
        </div>
      </form>
      {patient && (
        <p>
          {t('audit.patientFilter')}{' '}
          <SecondaryButton
            onClick={() => void router.replace({ pathname: router.pathname }, undefined)}
          >
            {t('audit.clearPatient')}
          </SecondaryButton>
        </p>
      )}
      {first.error && <Notice error={t(errorKey(first.error))} />}
      {first.data && first.data.entries.length === 0 && <p>{t('audit.empty')}</p>}
      {first.data && first.data.entries.length > 0 && (
        <table className={styles.table}>
          <TableHead columns={AUDIT_COLUMNS.map((key) => t(key))} />
          {cursors.map((cursor, i) => (
            <AuditRows
              key={queryOf(filter, cursor)}
              filter={filter}
              cursor={cursor}
              language={language}
              onNext={i === cursors.length - 1 ? setNext : undefined}
            />
          ))}
        </table>
      )}
      {next && (
        <SecondaryButton
          onClick={() => {
            setCursors([...cursors, next]);
            setNext(null);
          }}
        >
          {t('audit.more')}
        </SecondaryButton>
      )}
    </>
  );
}

function useAuditPage(filter: Filter, cursor: number | null) {
  return useApi(`/api/staff/audit${queryOf(filter, cursor)}`, (path: string) =>
    apiFetch<AuditResponse>(path),
  );
}

/** One page of entries (its own key): a <tbody> of the one table. */
function AuditRows({
  filter,
  cursor,
  language,
  onNext,
}: {
  filter: Filter;
  cursor: number | null;
  language: 'en' | 'de';
  /** The last page tells where the next one starts (null: none). */
  onNext?: (cursor: number | null) => void;
}) {
  const { t } = useTranslation('staff');
  const page = useAuditPage(filter, cursor);
  const nextCursor = page.data?.nextCursor ?? null;
  useEffect(() => {
    if (onNext && page.data) onNext(nextCursor);
  }, [onNext, page.data, nextCursor]);
  if (!page.data) return null;
  return (
    <tbody>
      {page.data.entries.map((e) => (
        <tr key={e.id}>
          <td>
            {new Date(e.at).toLocaleString(language === 'de' ? 'de-CH' : 'en-GB', {
              timeZone: ZONE,
            })}
          </td>
          <td>{e.staffName ?? e.staffEmail ?? t('audit.system')}</td>
          <td>{t(`audit.actions.${e.action}`, { defaultValue: e.action })}</td>
          <td className={styles.mono}>{e.reference ?? ''}</td>
          <td>{detailText(e.detail)}</td>
        </tr>
      ))}
    </tbody>
  );
}
