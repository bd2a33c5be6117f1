/**
 * /staff/insights?location=&from=&to= : the clinic's figures over a period (docs/staff-desk.md
 * "Insights"). Reception and up; admins choose any location or all of them, reception its
 * own. The period and location are in the URL, so a reload or a shared link shows the same
 * figures. Every chart has its numbers as a table for screen readers and as a CSV download.
 * This page is the only importer of the chart code (./charts.tsx), so visx stays in its chunk.
 */
import { useRouter } from 'next/router';
import { INVALID_REQUEST } from '@/contracts/error-ids';
import type { StaffInsightsResponse } from '@/contracts/staff-insights';
import { formatCents, plainFrancs } from '@/i18n/format';
import { languageOf, toLocale } from '@/i18n/locales';
import { useTranslation } from '@/i18n/useTranslation';
import { isApiError } from '@/lib/fetcher';
import { useApi } from '@/lib/useApi';
import { DeskLayout } from '../desk/DeskLayout';
import { DeskDateInput, deskDateText, NamedOptions } from '../desk/DeskParts';
import { shiftDate, zurichToday } from '../desk/dayGrid';
import deskStyles from '../desk/desk.module.css';
import { deskFetch } from '../desk/sessionEnd';
import { BarChart, ChartFigure, HeatMap, Legend, LineChart, type Series } from './charts';
import styles from './insights.module.css';

export const INSIGHTS_PATH = '/api/staff/insights';
const PRESETS = [7, 30, 90, 365] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const pct = (part: number, whole: number) => (whole > 0 ? (100 * part) / whole : null);
const pctText = (v: number | null, language: 'en' | 'de') =>
  v === null ? '–' : `${v.toFixed(1).replace('.', language === 'de' ? ',' : '.')} %`;
const round1 = (v: number | null) => (v === null ? '' : Math.round(v * 10) / 10);

/** The period the URL names, else the last 30 days up to today (Zurich). */
export function periodFromQuery(query: Record<string, unknown>, today: string) {
  const to = typeof query.to === 'string' && DATE.test(query.to) ? query.to : today;
  const from =
    typeof query.from === 'string' && DATE.test(query.from) ? query.from : shiftDate(to, -29);
  return { from, to };
}

export function InsightsPage() {
  const { t } = useTranslation('insights');
  const router = useRouter();
  const language = languageOf(toLocale(router.locale));
  const { from, to } = periodFromQuery(router.query, zurichToday());
  const location = typeof router.query.location === 'string' ? router.query.location : '';
  const data = useApi(
    router.isReady ? [INSIGHTS_PATH, from, to, location] : null,
    ([path, f, tt, loc]) =>
      deskFetch<StaffInsightsResponse>(path, {
        query: loc ? { from: f, to: tt, location: loc } : { from: f, to: tt },
      }),
  );
  const errorId = isApiError(data.error) ? data.error.id : data.error ? 'generic' : null;
  const set = (next: { from?: string; to?: string; location?: string }) => {
    const query = { from, to, location, ...next };
    void router.replace(
      {
        pathname: '/staff/insights',
        query: Object.fromEntries(Object.entries(query).filter(([, v]) => v)),
      },
      undefined,
      { shallow: true, scroll: false },
    );
  };
  const days =
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 864e5) + 1;
  const d = data.data;
  const span = `${deskDateText(from, language)} – ${deskDateText(to, language)}`;

  return (
    <DeskLayout title={t('heading')} current="insights" wide>
      <div className={deskStyles.toolbar}>
        <h1 className={deskStyles.title}>{t('heading')}</h1>
        <label className={deskStyles.control}>
          <span>{t('location')}</span>
          <select
            value={location}
            onChange={(e) => set({ location: e.target.value })}
            data-testid="insights-location"
          >
            {(d?.locations.length ?? 0) !== 1 && <option value="">{t('allLocations')}</option>}
            <NamedOptions items={d?.locations ?? []} />
          </select>
        </label>
        <label className={deskStyles.control}>
          <span>{t('period')}</span>
          <select
            value={PRESETS.includes(days as (typeof PRESETS)[number]) ? String(days) : ''}
            onChange={(e) =>
              e.target.value && set({ from: shiftDate(to, 1 - Number(e.target.value)) })
            }
            data-testid="insights-period"
          >
            <option value="">{t('custom')}</option>
            {PRESETS.map((n) => (
              <option key={n} value={n}>
                {t('lastDays', { count: n })}
              </option>
            ))}
          </select>
        </label>
        <DeskDateInput label={t('from')} value={from} onChange={(v) => set({ from: v })} />
        <DeskDateInput label={t('to')} value={to} onChange={(v) => set({ to: v })} />
      </div>
      <p className={deskStyles.hint}>{t('intro')}</p>
      {errorId && (
        <p role="alert" className={deskStyles.error}>
          {errorId === INVALID_REQUEST
            ? t('periodInvalid')
            : t(`errors.${errorId}`, {
                ns: 'desk',
                defaultValue: t('errors.generic', { ns: 'desk' }),
              })}
        </p>
      )}
      {!d && !errorId && <p aria-live="polite">{t('loading')}</p>}
      {d && <Figures d={d} span={span} language={language} />}
    </DeskLayout>
  );
}

function Figures({
  d,
  span,
  language,
}: {
  d: StaffInsightsResponse;
  span: string;
  language: 'en' | 'de';
}) {
  const { t } = useTranslation('insights');
  const file = (name: string) => `${name}-${d.from}-${d.to}.csv`;
  const open = d.utilisation.reduce((s, u) => s + u.availableMinutes, 0);
  const booked = d.utilisation.reduce((s, u) => s + u.bookedMinutes, 0);
  const a = d.attendance;
  const weekday = (n: number) => t(`weekday.${n}`);
  const money: Series[] = (
    [
      'depositsCents',
      'balancesOnlineCents',
      'clinicCents',
      'refundsCents',
      'discountsCents',
    ] as const
  ).map((k) => ({ key: k, label: t(`money.${k}`), values: d.money.map((w) => w[k] / 100) }));
  const rooms = [...new Set(d.utilisation.map((u) => `${u.locationId}\u0000${u.roomKey}`))];
  const roomLabel = (key: string) => {
    const u = d.utilisation.find((x) => `${x.locationId}\u0000${x.roomKey}` === key)!;
    return d.location ? u.room : `${u.location} · ${u.room}`;
  };
  const dates = d.bookingsByDay.map((b) => b.date);
  const cell = new Map(
    d.utilisation.map((u) => [`${u.locationId}\u0000${u.roomKey}\u0000${u.date}`, u]),
  );
  const taken = d.waitlist.taken;
  // Each chart's series named once: its legend and its lines or bars draw the same.
  const byDay: Series[] = [
    {
      key: 'a',
      label: t('bookings.byAppointment'),
      values: d.bookingsByDay.map((b) => b.byAppointment),
    },
    { key: 'b', label: t('bookings.byBooking'), values: d.bookingsByDay.map((b) => b.byBooking) },
  ];
  const rates: Series[] = [
    {
      key: 'c',
      label: t('attendance.cancellationRate'),
      values: a.byWeek.map((w) => pct(w.cancelled, w.bookings) ?? 0),
    },
    {
      key: 'n',
      label: t('attendance.noShowRate'),
      values: a.byWeek.map((w) => pct(w.noShows, w.due) ?? 0),
    },
  ];
  /** Bookings, cancellations and no-shows per weekday or hour. */
  const attendance = (rows: { bookings: number; cancelled: number; noShows: number }[]) =>
    (['bookings', 'cancelled', 'noShows'] as const).map((k) => ({
      key: k,
      label: k === 'bookings' ? t('col.bookings') : t(`attendance.${k}`),
      values: rows.map((r) => r[k]),
    }));
  const attendanceColumns = (first: string) => [first, ...attendance([]).map((s) => s.label)];
  return (
    <>
      <p aria-live="polite" className={deskStyles.hint}>
        {t('showing', { span })}
      </p>
      <dl className={styles.keyFigures} data-testid="insights-key-figures">
        <div>
          <dt>{t('key.utilisation')}</dt>
          <dd>{pctText(pct(booked, open), language)}</dd>
        </div>
        <div>
          <dt>{t('key.bookings')}</dt>
          <dd>{a.bookings}</dd>
        </div>
        <div>
          <dt>{t('key.cancellationRate')}</dt>
          <dd>{pctText(pct(a.cancelled, a.bookings), language)}</dd>
        </div>
        <div>
          <dt>{t('key.noShowRate')}</dt>
          <dd>{pctText(pct(a.noShows, a.due), language)}</dd>
        </div>
        <div>
          <dt>{t('key.medianLead')}</dt>
          <dd>
            {d.leadTimeMedianDays === null ? '–' : t('days', { count: d.leadTimeMedianDays })}
          </dd>
        </div>
        <div>
          <dt>{t('key.attach')}</dt>
          <dd>{pctText(pct(d.addOns.withAddOn, d.addOns.bookings), language)}</dd>
        </div>
        <div>
          <dt>{t('key.waitlist')}</dt>
          <dd>{pctText(pct(taken, d.waitlist.offers), language)}</dd>
        </div>
      </dl>
      <div className={styles.grid}>
        <div className={styles.wide}>
          <ChartFigure
            id="utilisation"
            title={t('utilisation.title')}
            summary={t('utilisation.summary', {
              booked: Math.round(booked / 60),
              open: Math.round(open / 60),
              share: pctText(pct(booked, open), language),
            })}
            columns={[
              t('col.date'),
              t('col.location'),
              t('col.room'),
              t('col.openMinutes'),
              t('col.blockedMinutes'),
              t('col.availableMinutes'),
              t('col.bookedMinutes'),
              t('col.utilisation'),
            ]}
            rows={d.utilisation.map((u) => [
              u.date,
              u.location,
              u.room,
              u.openMinutes,
              u.blockedMinutes,
              u.availableMinutes,
              u.bookedMinutes,
              round1(pct(u.bookedMinutes, u.availableMinutes)),
            ])}
            csvName={file('utilisation')}
          >
            <HeatMap
              rows={rooms.map(roomLabel)}
              columns={dates}
              columnLabel={(c) => c.slice(8, 10) + '.' + c.slice(5, 7)}
              value={(ri, ci) => {
                const u = cell.get(`${rooms[ri]}\u0000${dates[ci]}`);
                return u && u.availableMinutes > 0 ? u.bookedMinutes / u.availableMinutes : null;
              }}
            />
          </ChartFigure>
        </div>
        <div className={styles.wide}>
          <ChartFigure
            id="bookings"
            title={t('bookings.title')}
            columns={[t('col.date'), t('bookings.byAppointment'), t('bookings.byBooking')]}
            rows={d.bookingsByDay.map((b) => [b.date, b.byAppointment, b.byBooking])}
            csvName={file('bookings-by-day')}
          >
            <Legend series={byDay} />
            <LineChart categories={dates} series={byDay} />
          </ChartFigure>
        </div>
        <ChartFigure
          id="lead-time"
          title={t('lead.title')}
          summary={
            d.leadTimeMedianDays === null
              ? undefined
              : t('lead.summary', { days: t('days', { count: d.leadTimeMedianDays }) })
          }
          columns={[t('lead.bucket'), t('col.bookings')]}
          rows={
            a.bookings ? d.leadTime.map((b) => [t(`lead.buckets.${b.bucket}`), b.bookings]) : []
          }
          csvName={file('lead-time')}
        >
          <BarChart
            categories={d.leadTime.map((b) => t(`lead.buckets.${b.bucket}`))}
            series={[
              { key: 'n', label: t('col.bookings'), values: d.leadTime.map((b) => b.bookings) },
            ]}
          />
        </ChartFigure>
        <ChartFigure
          id="cancellations"
          title={t('attendance.trendTitle')}
          summary={t('attendance.summary', {
            cancelled: a.cancelled,
            bookings: a.bookings,
            noShows: a.noShows,
            due: a.due,
          })}
          columns={[
            t('col.week'),
            t('col.bookings'),
            t('attendance.cancelled'),
            t('attendance.cancellationRate'),
            t('attendance.due'),
            t('attendance.noShows'),
            t('attendance.noShowRate'),
          ]}
          rows={a.byWeek.map((w) => [
            w.week,
            w.bookings,
            w.cancelled,
            round1(pct(w.cancelled, w.bookings)),
            w.due,
            w.noShows,
            round1(pct(w.noShows, w.due)),
          ])}
          csvName={file('cancellations-no-shows-by-week')}
        >
          <Legend series={rates} />
          <LineChart
            categories={a.byWeek.map((w) => w.week)}
            format={(v) => `${v} %`}
            series={rates}
          />
        </ChartFigure>
        <ChartFigure
          id="by-weekday"
          title={t('attendance.weekdayTitle')}
          columns={attendanceColumns(t('col.weekday'))}
          rows={
            a.bookings
              ? a.byWeekday.map((w) => [weekday(w.weekday), w.bookings, w.cancelled, w.noShows])
              : []
          }
          csvName={file('by-weekday')}
        >
          <Legend series={attendance(a.byWeekday)} />
          <BarChart
            categories={a.byWeekday.map((w) => weekday(w.weekday))}
            series={attendance(a.byWeekday)}
          />
        </ChartFigure>
        <ChartFigure
          id="by-hour"
          title={t('attendance.hourTitle')}
          columns={attendanceColumns(t('col.hour'))}
          rows={a.byHour.map((h) => [
            `${String(h.hour).padStart(2, '0')}:00`,
            h.bookings,
            h.cancelled,
            h.noShows,
          ])}
          csvName={file('by-hour')}
        >
          <Legend series={attendance(a.byHour)} />
          <BarChart
            categories={a.byHour.map((h) => `${String(h.hour).padStart(2, '0')}`)}
            series={attendance(a.byHour)}
          />
        </ChartFigure>
        <div className={styles.wide}>
          <ChartFigure
            id="money"
            title={t('money.title')}
            columns={[t('col.week'), ...money.map((s) => `${s.label} (CHF)`)]}
            rows={d.money.map((w, i) => [
              w.week,
              ...money.map((s) => plainFrancs(Math.round(s.values[i] * 100))),
            ])}
            csvName={file('money-by-week')}
          >
            <Legend series={money} />
            <BarChart
              categories={d.money.map((w) => w.week)}
              series={money}
              format={(v) => formatCents(v * 100).replace('CHF ', '')}
            />
          </ChartFigure>
        </div>
        <ChartFigure
          id="add-ons"
          title={t('addOns.title')}
          summary={t('addOns.summary', {
            withAddOn: d.addOns.withAddOn,
            bookings: d.addOns.bookings,
            share: pctText(pct(d.addOns.withAddOn, d.addOns.bookings), language),
          })}
          columns={[t('addOns.addOn'), t('col.bookings'), t('addOns.rate')]}
          rows={d.addOns.byAddOn.map((x) => [
            x.name,
            x.bookings,
            round1(pct(x.bookings, d.addOns.bookings)),
          ])}
          csvName={file('add-ons')}
        >
          <BarChart
            categories={d.addOns.byAddOn.map((x) => x.name)}
            series={[
              {
                key: 'n',
                label: t('col.bookings'),
                values: d.addOns.byAddOn.map((x) => x.bookings),
              },
            ]}
          />
        </ChartFigure>
        <ChartFigure
          id="discount-codes"
          title={t('codes.title')}
          columns={[t('codes.code'), t('col.bookings'), t('codes.discount')]}
          rows={d.discountCodes.map((c) => [c.code, c.bookings, plainFrancs(c.discountCents)])}
          csvName={file('discount-codes')}
        >
          <BarChart
            categories={d.discountCodes.map((c) => c.code)}
            series={[
              {
                key: 'n',
                label: t('col.bookings'),
                values: d.discountCodes.map((c) => c.bookings),
              },
            ]}
          />
        </ChartFigure>
        <ChartFigure
          id="waitlist"
          title={t('waitlist.title')}
          summary={t('waitlist.summary', { taken, offers: d.waitlist.offers })}
          columns={[t('waitlist.outcome'), t('waitlist.offers')]}
          rows={
            d.waitlist.offers
              ? (['taken', 'expired', 'withdrawn', 'open'] as const).map((k) => [
                  t(`waitlist.${k}`),
                  d.waitlist[k],
                ])
              : []
          }
          csvName={file('waitlist-offers')}
        >
          <BarChart
            categories={(['taken', 'expired', 'withdrawn', 'open'] as const).map((k) =>
              t(`waitlist.${k}`),
            )}
            series={[
              {
                key: 'n',
                label: t('waitlist.offers'),
                values: (['taken', 'expired', 'withdrawn', 'open'] as const).map(
                  (k) => d.waitlist[k],
                ),
              },
            ]}
          />
        </ChartFigure>
        {d.funnel && (
          <ChartFigure
            id="funnel"
            title={t('funnel.title')}
            summary={t('funnel.summary')}
            columns={[t('funnel.stage'), t('funnel.count')]}
            rows={[
              ...d.funnel.steps.map((s) => [t(`funnel.steps.${s.step}`), s.views]),
              [t('funnel.holds'), d.funnel.holds],
              [t('funnel.paid'), d.funnel.paid],
            ]}
            csvName={file('funnel')}
          >
            <BarChart
              categories={[
                ...d.funnel.steps.map((s) => t(`funnel.steps.${s.step}`)),
                t('funnel.holds'),
                t('funnel.paid'),
              ]}
              series={[
                {
                  key: 'n',
                  label: t('funnel.count'),
                  values: [...d.funnel.steps.map((s) => s.views), d.funnel.holds, d.funnel.paid],
                },
              ]}
            />
          </ChartFigure>
        )}
        {d.smsReminders && (
          <ChartFigure
            id="sms"
            title={t('sms.title')}
            summary={t('sms.summary', { sent: d.smsReminders.sent })}
            columns={[
              t('sms.group'),
              t('attendance.due'),
              t('attendance.noShows'),
              t('attendance.noShowRate'),
            ]}
            rows={(['withReminder', 'withoutReminder'] as const).map((k) => [
              t(`sms.${k}`),
              d.smsReminders![k].due,
              d.smsReminders![k].noShows,
              round1(pct(d.smsReminders![k].noShows, d.smsReminders![k].due)),
            ])}
            csvName={file('no-shows-sms')}
          >
            <BarChart
              categories={(['withReminder', 'withoutReminder'] as const).map((k) => t(`sms.${k}`))}
              format={(v) => `${v} %`}
              series={[
                {
                  key: 'n',
                  label: t('attendance.noShowRate'),
                  values: (['withReminder', 'withoutReminder'] as const).map(
                    (k) => pct(d.smsReminders![k].noShows, d.smsReminders![k].due) ?? 0,
                  ),
                },
              ]}
            />
          </ChartFigure>
        )}
      </div>
    </>
  );
}
