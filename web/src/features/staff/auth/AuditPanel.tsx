/** Admins: the audit trail, filtered and paged (/api/staff/audit). */
import { useCallback, useEffect, useState } from 'react';
import type { AuditEntryView, AuditResponse } from '@/contracts/staff-audit';
import { AUDIT_ACTIONS } from '@/shared/audit-actions';
import { useTranslation } from '@/i18n/useTranslation';
import { apiFetch } from '@/lib/fetcher';
import { errorKey } from './api';
import { Notice } from './Notice';
import styles from './staff.module.css';
import { TableHead } from '@/features/staff/desk/TableHead';

type Filter = Record<'from' | 'to' | 'staff' | 'action' | 'reservation', string>;
const EMPTY: Filter = { from: '', to: '', staff: '', action: '', reservation: '' };

function queryOf(filter: Filter, cursor: number | null): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(filter)) {
    if (!v) continue;
    // Date inputs give a day; the route wants instants (the day's start / end, local time).
    if (k === 'from') q.set(k, new Date(`${v}T00:00:00`).toISOString());
    else if (k === 'to') q.set(k, new Date(`${v}T23:59:59.999`).toISOString());
    else q.set(k, v);
  }
  if (cursor) q.set('cursor', String(cursor));
  return q.size ? `?${q}` : '';
}

export function AuditPanel() {
  const { t } = useTranslation('staff');
  const [filter, setFilter] = useState<Filter>(EMPTY);
  const [entries, setEntries] = useState<AuditEntryView[]>([]);
  const [next, setNext] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(
    (f: Filter, cursor: number | null) =>
      apiFetch<AuditResponse>(`/api/staff/audit${queryOf(f, cursor)}`)
        .then((page) => {
          setEntries((old) => (cursor ? [...old, ...page.entries] : page.entries));
          setNext(page.nextCursor);
          setError(null);
        })
        .catch((err: unknown) => setError(t(errorKey(err)))),
    [t],
  );
  useEffect(() => void load(EMPTY, null), [load]);

  const field = (name: keyof Filter, type = 'text') => (
    <label className={styles.label}>
      {t(`audit.${name}`)}
      <input
        className={styles.input}
        type={type}
        value={filter[name]}
        onChange={(e) => setFilter({ ...filter, [name]: e.target.value })}
      />
    </label>
  );

  return (
    <>
      <Notice error={error} />
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          void load(filter, null);
        }}
      >
        <div className={styles.row}>
          {field('from', 'date')}
          {field('to', 'date')}
          <label className={styles.label}>
            {t('audit.action')}
            <select
              className={styles.input}
              value={filter.action}
              onChange={(e) => setFilter({ ...filter, action: e.target.value })}
            >
              <option value="">{t('audit.anyAction')}</option>
              {AUDIT_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </select>
          </label>
          {field('staff')}
          {field('reservation')}
          <button className={styles.button} type="submit">
            {t('audit.filter')}
          </button>
        </div>
      </form>
      {entries.length === 0 ? (
        <p>{t('audit.empty')}</p>
      ) : (
        <table className={styles.table}>
          <TableHead
            columns={[
              t('audit.at'),
              t('audit.who'),
              t('audit.what'),
              t('audit.booking'),
              t('audit.detail'),
            ]}
          />
          <tbody>
            {entries.map((e) => (
              <tr key={e.id}>
                <td>{new Date(e.at).toLocaleString('de-CH', { timeZone: 'Europe/Zurich' })}</td>
                <td>{e.staffEmail ?? e.staffId ?? '–'}</td>
                <td>{e.action}</td>
                <td className={styles.mono}>{e.reservationId ?? ''}</td>
                <td className={styles.mono}>
                  {Object.entries(e.detail)
                    .map(([k, v]) => `${k}=${String(v)}`)
                    .join(' ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {next && (
        <button
          type="button"
          className={`${styles.button} ${styles.secondary}`}
          onClick={() => void load(filter, next)}
        >
          {t('audit.more')}
        </button>
      )}
    </>
  );
}
