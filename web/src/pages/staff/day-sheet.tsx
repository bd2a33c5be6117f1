/**
 * /staff/day-sheet?location=<location _id>&date=YYYY-MM-DD: a location's day on A4 (docs/
 * staff-desk.md, "Day sheet"): time, room, name, check-up, add-ons, notes, state. Rendered on
 * the server for the signed-in staff member (the same session and checks as /api/staff/*);
 * opening it is audited as printed. Never cached.
 */
import type { GetServerSideProps, NextApiRequest } from 'next';
import Head from 'next/head';
import type { StaffDaySheetResponse } from '@/contracts/staff-day-sheet';
import styles from '@/features/staff/day-sheet.module.css';

type Props =
  | { sheet: StaffDaySheetResponse; refused?: undefined }
  | { sheet?: undefined; refused: 'invalid' | 'forbidden' };

const TEXT = {
  en: {
    title: 'Day sheet',
    print: 'Print',
    time: 'Time',
    room: 'Room',
    name: 'Name',
    checkup: 'Check-up',
    addOns: 'Add-ons',
    notes: 'Notes',
    status: 'Status',
    none: 'No bookings on this day.',
    status_held: 'held, unpaid',
    status_confirmed: 'confirmed',
    status_arrived: 'arrived',
    'status_no-show': 'no-show',
    status_cancelled: 'cancelled',
  },
  de: {
    title: 'Tagesliste',
    print: 'Drucken',
    time: 'Zeit',
    room: 'Raum',
    name: 'Name',
    checkup: 'Check-up',
    addOns: 'Zusatzleistungen',
    notes: 'Notizen',
    status: 'Status',
    none: 'Keine Buchungen an diesem Tag.',
    status_held: 'reserviert, unbezahlt',
    status_confirmed: 'bestätigt',
    status_arrived: 'erschienen',
    'status_no-show': 'nicht erschienen',
    status_cancelled: 'storniert',
  },
} as const;

export default function DaySheetPage(props: Props) {
  if (!props.sheet)
    return (
      <main>
        <p role="alert">{props.refused === 'forbidden' ? '403' : '400'}</p>
      </main>
    );
  const { sheet } = props;
  const t = TEXT[sheet.language];
  return (
    <main className={styles.sheet} lang={sheet.language}>
      <Head>
        <title>{`${t.title} ${sheet.location.name} ${sheet.date}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className={styles.header}>
        <h1>
          {t.title}: {sheet.location.name}, {sheet.date}
        </h1>
        <button type="button" className={styles.print} onClick={() => window.print()}>
          {t.print}
        </button>
      </div>
      {sheet.rows.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t.time}</th>
              <th scope="col">{t.room}</th>
              <th scope="col">{t.name}</th>
              <th scope="col">{t.checkup}</th>
              <th scope="col">{t.addOns}</th>
              <th scope="col">{t.notes}</th>
              <th scope="col">{t.status}</th>
            </tr>
          </thead>
          <tbody>
            {sheet.rows.map((row) => (
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
                <td>{row.checkup}</td>
                <td>{row.addOns.join(', ')}</td>
                <td className={styles.note}>
                  {row.notesCount > 0 && `(${row.notesCount}) `}
                  {row.latestNote}
                </td>
                <td>{t[`status_${row.status}`]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res, query }) => {
  // Server-only modules: loaded here so they never reach the page's bundle.
  const { staffActorOf } = await import('@/server/staff/session');
  const { daySheet, daySheetQuerySchema } = await import('@/server/staff/desk/day-sheet');
  const { deskDeps } = await import('@/server/staff/desk/actions/route');
  const { ApiError } = await import('@/server/http');
  const { DomainError } = await import('@/server/domain-error');
  res.setHeader('Cache-Control', 'no-store');
  // The same session reading as the API routes (server/staff/route.ts).
  const actor = await staffActorOf(req as unknown as NextApiRequest);
  if (!actor) return { redirect: { destination: '/staff', permanent: false } };
  const parsed = daySheetQuerySchema.safeParse(query);
  if (!parsed.success) {
    res.statusCode = 400;
    return { props: { refused: 'invalid' } };
  }
  try {
    return { props: { sheet: await daySheet(actor, parsed.data, await deskDeps()) } };
  } catch (err) {
    if (err instanceof ApiError && err.status === 403) {
      res.statusCode = 403;
      return { props: { refused: 'forbidden' } };
    }
    if (err instanceof DomainError) {
      res.statusCode = 400;
      return { props: { refused: 'invalid' } };
    }
    throw err;
  }
};
