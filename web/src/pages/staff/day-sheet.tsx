/**
 * /staff/day-sheet?location=<location _id>&date=YYYY-MM-DD: a location's day on A4 (docs/
 * staff-desk.md, "Day sheet"): time, room, name and phone, check-up, add-ons, due, arrival,
 * notes, state; the cancelled bookings in a table of their own; the day written out in the
 * desk's language. A static page
 * like every desk page (its CSP knows its scripts); the sheet comes from GET
 * /api/staff/day-sheet for the signed-in staff member, which audits it as printed.
 */
import Head from 'next/head';
import { useRouter } from 'next/router';
import type { DaySheetRow, StaffDaySheetResponse } from '@/contracts/staff-day-sheet';
import { formatCents } from '@/i18n/format';
import styles from '@/features/staff/day-sheet.module.css';
import { staffStaticProps } from '@/features/staff/desk/staffPageProps';
import { useStaffMe } from '@/features/staff/desk/useStaffMe';
import { useTranslation } from '@/i18n/useTranslation';
import { isApiError } from '@/lib/fetcher';
import { deskFetch } from '@/features/staff/desk/sessionEnd';
import { useApi } from '@/lib/useApi';
import { TableHead } from '@/features/staff/desk/TableHead';

export const getStaticProps = staffStaticProps();

export default function DaySheetPage() {
  const { t } = useTranslation('desk');
  const router = useRouter();
  useStaffMe(); // signed out: to the sign-in; another language: the member's
  const { location, date } = router.query;
  const swr = useApi<StaffDaySheetResponse, [string, unknown, unknown] | null>(
    router.isReady ? ['/api/staff/day-sheet', location, date] : null,
    () =>
      deskFetch<StaffDaySheetResponse>('/api/staff/day-sheet', {
        query: { location: String(location ?? ''), date: String(date ?? '') },
      }),
    { revalidateOnFocus: false },
  );
  const sheet = swr.data;
  if (!sheet) {
    const id = isApiError(swr.error) ? swr.error.id : swr.error ? 'generic' : null;
    return (
      <main className={styles.sheet}>
        <p role={id ? 'alert' : 'status'}>
          {id ? t(`errors.${id}`, { defaultValue: t('errors.generic') }) : t('day.loading')}
        </p>
      </main>
    );
  }
  return (
    <main className={styles.sheet} lang={sheet.language}>
      <Head>
        <title>{`${t('sheet.title')} ${sheet.location.name} ${sheet.dateLabel}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className={styles.header}>
        <h1>
          {t('sheet.title')}: {sheet.location.name}, {sheet.dateLabel}
        </h1>
        <button type="button" className={styles.print} onClick={() => window.print()}>
          {t('sheet.print')}
        </button>
      </div>
      {sheet.rows.length === 0 ? <p>{t('sheet.none')}</p> : <SheetTable rows={sheet.rows} />}
      {sheet.cancelled.length > 0 && (
        <section aria-labelledby="sheet-cancelled">
          <h2 id="sheet-cancelled">{t('sheet.cancelled', { count: sheet.cancelled.length })}</h2>
          <SheetTable rows={sheet.cancelled} />
        </section>
      )}
    </main>
  );
}

function SheetTable({ rows }: { rows: DaySheetRow[] }) {
  const { t } = useTranslation('desk');
  return (
    <table className={styles.table}>
      <TableHead
        columns={[
          t('sheet.time'),
          t('sheet.room'),
          t('sheet.name'),
          t('sheet.phone'),
          t('sheet.checkup'),
          t('sheet.addOns'),
          t('sheet.due'),
          t('sheet.arrived'),
          t('sheet.notes'),
          t('sheet.status'),
        ]}
      />
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className={styles.row}>
            <td className={styles.time}>
              {row.start}–{row.end}
            </td>
            <td>{row.room}</td>
            <td>
              {row.name}
              <br />
              <small>{row.reference}</small>
            </td>
            <td>{row.phone ?? ''}</td>
            <td>{row.checkup}</td>
            <td>{row.addOns.join(', ')}</td>
            <td>{row.dueCents > 0 ? formatCents(row.dueCents) : '–'}</td>
            <td>{row.arrived ?? ''}</td>
            <td className={styles.note}>
              {row.notesCount > 0 && `(${row.notesCount}) `}
              {row.latestNote}
            </td>
            <td>{t(`status.${row.status}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
