/**
 * A booking's detail beside the day or the search (GET /api/staff/booking/<id>): person,
 * appointment, money, emails, notes, partner and history, and the actions staff may take.
 * Routine actions take one tap, overrides ask for a reason; the server checks the rules and
 * records who did what (docs/staff-desk.md, "Routine actions and overrides"). On a tablet
 * (up to 1100 px) it is a side sheet over the grid; Escape closes it at any width, and the
 * page returns focus to the card that opened it (docs/staff-desk.md, "Tablet").
 */
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { DateTime } from 'luxon';
import type { BookingDetailResponse } from '@/contracts/staff-booking';
import type { DayBooking } from '@/contracts/staff-day';
import { formatCents } from '@/i18n/format';
import type { TFunction } from '@/i18n/translator';
import { useTranslation } from '@/i18n/useTranslation';
import { languageOf, toLocale } from '@/i18n/locales';
import { apiErrorId, buildUrl, isApiError } from '@/lib/fetcher';
import { ActionPanel } from './ActionPanel';
import { DeskError } from './DeskParts';
import { NoteForm } from './NoteForm';
import { DrawerScreening } from './ScreeningAnswers';
import { ZONE } from '@/shared/zone';
import { clock, longDate } from './dayGrid';
import { postAction, useBooking } from './useBooking';
import styles from './desk.module.css';

const RECEIPT_PATH = '/api/staff/receipt';

/** An instant on its Zurich day and clock: 00:10 on Wednesday in Zurich is Wednesday. */
export function when(iso: string, language: 'en' | 'de'): string {
  return `${longDate(DateTime.fromISO(iso).setZone(ZONE).toISODate()!, language)} ${clock(iso)}`;
}

type Email = BookingDetailResponse['emails'][number];

/**
 * Where a booking's email stands: when it went out, or its job's state (pg-boss), so the desk
 * never reads a withdrawn or skipped email as about to go (docs/staff-desk.md "Booking detail").
 */
export function emailStatus(e: Email, t: TFunction, language: 'en' | 'de', now: Date): string {
  if (e.sentAt) return when(e.sentAt, language);
  switch (e.state) {
    case 'cancelled':
      return t('drawer.emailState.cancelled');
    // Completed unsent: the worker found it no longer applied (a cancelled booking, nothing due).
    case 'completed':
      return t('drawer.emailState.notSent');
    case 'failed':
      return t('drawer.emailState.failed');
    case 'active':
      return t('drawer.emailState.sending');
    default:
      return new Date(e.sendAfter) > now
        ? t('drawer.emailState.planned', { at: when(e.sendAfter, language) })
        : t('drawer.emailState.queued');
  }
}

export function BookingDrawer({
  summary,
  onClose,
  onChanged,
  role,
}: {
  summary: Pick<DayBooking, 'id' | 'reference' | 'name' | 'startsAt'>;
  onClose: () => void;
  onChanged: () => void;
  /** The member's role: a viewer gets no forms the server would refuse. */
  role?: string;
}) {
  const { t } = useTranslation('desk');
  const language = languageOf(toLocale(useRouter().locale));
  const detail = useBooking(summary.id);
  const heading = useRef<HTMLHeadingElement>(null);
  const changed = () => {
    void detail.mutate();
    onChanged();
  };
  // Opened: focus on its heading, so the keyboard and a screen reader start in it.
  useEffect(() => {
    heading.current?.focus();
  }, [summary.id]);
  // Escape closes it, wherever focus is on the page (the page puts focus back on the card).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  const d = detail.data;
  const errorId = isApiError(detail.error) ? detail.error.id : detail.error ? 'generic' : null;
  const acts = role !== 'viewer';
  // After a move the detail has the new time before the day's summary does.
  const startsAt = d?.booking.id === summary.id ? d.booking.startsAt : summary.startsAt;
  const [invoiceError, setInvoiceError] = useState<string | null>(null);
  const markInvoicePaid = async (paymentId: string) => {
    setInvoiceError(null);
    try {
      await postAction('invoice-paid', { id: summary.id, paymentId });
      changed();
      // The button is gone with the open invoice: focus stays in the drawer.
      heading.current?.focus();
    } catch (err) {
      setInvoiceError(apiErrorId(err, 'generic'));
    }
  };
  return (
    <aside className={styles.drawer} aria-labelledby="drawer-title" data-testid="booking-drawer">
      <div className={styles.drawerHead}>
        <h2 id="drawer-title" ref={heading} tabIndex={-1}>
          {summary.name || summary.reference} · {clock(startsAt)}
        </h2>
        <button type="button" onClick={onClose} className={`link-button ${styles.linkButton}`}>
          {t('drawer.close')}
        </button>
      </div>
      <DeskError id={errorId} />
      {!d && !errorId && <p aria-live="polite">{t('drawer.loading')}</p>}
      {d && (
        <>
          <p className={styles.statusLine}>
            <span className={`${styles.chip} ${styles[`status-${d.booking.status}`] ?? ''}`}>
              {t(`status.${d.booking.status}`)}
            </span>{' '}
            {d.booking.reference}
          </p>
          {acts && <ActionPanel detail={d} onDone={changed} />}
          <section className={styles.section} aria-labelledby="sec-person">
            <h3 id="sec-person">{t('drawer.person')}</h3>
            {d.booking.anonymised ? (
              <p>{t('drawer.anonymised')}</p>
            ) : (
              <dl className={styles.facts}>
                <dt>{t('drawer.name')}</dt>
                <dd>
                  {d.person.firstName} {d.person.lastName}
                </dd>
                <dt>{t('drawer.age')}</dt>
                <dd>
                  {d.person.age ?? '–'}
                  {d.person.birthDate && ` (${d.person.birthDate})`}
                </dd>
                <dt>{t('drawer.email')}</dt>
                <dd>{d.person.email}</dd>
                <dt>{t('drawer.phone')}</dt>
                <dd>{d.person.phone ?? '–'}</dd>
                <dt>{t('drawer.address')}</dt>
                <dd>
                  {[
                    d.person.street,
                    [d.person.postalCode, d.person.city].filter(Boolean).join(' '),
                    d.person.country,
                  ]
                    .filter(Boolean)
                    .join(', ') || '–'}
                </dd>
                <dt>{t('drawer.language')}</dt>
                <dd>{t(`languages.${d.person.language}`)}</dd>
              </dl>
            )}
          </section>
          <section className={styles.section} aria-labelledby="sec-appointment">
            <h3 id="sec-appointment">{t('drawer.appointment')}</h3>
            <dl className={styles.facts}>
              <dt>{t('drawer.when')}</dt>
              <dd>
                {longDate(d.booking.date, language)}, {clock(d.booking.startsAt)}–
                {clock(d.booking.endsAt)}
              </dd>
              <dt>{t('day.location')}</dt>
              <dd>{d.booking.location.name}</dd>
              <dt>{t('drawer.checkup')}</dt>
              <dd>{d.checkup.label}</dd>
              {d.services.length > 0 && (
                <>
                  <dt>{t('drawer.services')}</dt>
                  <dd>{d.services.map((s) => s.label).join(', ')}</dd>
                </>
              )}
            </dl>
            {d.preparation && (
              <details className={styles.details}>
                <summary>{t('drawer.preparation')}</summary>
                <p className={styles.preline}>{d.preparation}</p>
              </details>
            )}
          </section>
          {d.booking.status !== 'held' && (
            <DrawerScreening
              key={d.booking.id}
              booking={d.booking}
              role={role}
              language={language}
            />
          )}
          <section className={styles.section} aria-labelledby="sec-money">
            <h3 id="sec-money">{t('drawer.money')}</h3>
            <dl className={styles.facts}>
              <dt>{t('drawer.total')}</dt>
              <dd>{formatCents(d.price.totalCents)}</dd>
              <dt>{t('drawer.paidOnline')}</dt>
              <dd>{formatCents(d.payments.online.paidCents)}</dd>
              {d.payments.clinic.map((p) => (
                <div key={p.id} className={styles.contents}>
                  <dt>{t(`payment.method.${p.method}`, { defaultValue: p.method })}</dt>
                  <dd>
                    {p.settledAt === null
                      ? t('payment.invoiceOpen', { amount: formatCents(p.amountCents) })
                      : formatCents(p.amountCents)}{' '}
                    · {when(p.at, language)}
                    {p.settledAt === null && acts && (
                      <>
                        {' '}
                        <button
                          type="button"
                          className={styles.secondary}
                          onClick={() => void markInvoicePaid(p.id)}
                        >
                          {t('actions.invoicePaid')}
                        </button>
                      </>
                    )}
                  </dd>
                </div>
              ))}
              {d.payments.refunds.map((r, i) => (
                <div key={`refund-${i}`} className={styles.contents}>
                  <dt>{t('drawer.refund')}</dt>
                  <dd>
                    {formatCents(r.amountCents)} ·{' '}
                    {t(`drawer.refundState.${r.status}`, { defaultValue: r.status })}
                  </dd>
                </div>
              ))}
              <dt>{t('drawer.due')}</dt>
              <dd className={d.payments.dueCents > 0 ? styles.due : undefined}>
                {formatCents(d.payments.dueCents)}
              </dd>
            </dl>
            <DeskError id={invoiceError} />
            {d.booking.status !== 'held' && (
              <p>
                <a href={buildUrl(RECEIPT_PATH, { id: d.booking.id })} download>
                  {t('drawer.receipt')}
                </a>
              </p>
            )}
            {d.payments.received.length > 0 && (
              <ul className={styles.receipts} aria-label={t('drawer.paymentReceipts')}>
                {d.payments.received.map((p) => (
                  <li key={p.id}>
                    <a href={buildUrl(RECEIPT_PATH, { id: d.booking.id, payment: p.id })} download>
                      {t('drawer.paymentReceipt', {
                        date: when(p.at, language),
                        amount: formatCents(p.amountCents),
                      })}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {(d.partner || d.partnerPerson) && (
            <section className={styles.section} aria-labelledby="sec-partner">
              <h3 id="sec-partner">{t('booking.partner')}</h3>
              {/* The partner the booker named, also before the partner has booked their own
                  time (docs/staff-desk.md "Booking detail"). */}
              {d.partnerPerson && (
                <p>
                  {d.partnerPerson.firstName} {d.partnerPerson.lastName} · {d.partnerPerson.email}
                </p>
              )}
              <p>
                {d.partner ? (
                  <>
                    {d.partner.name || d.partner.reference} · {d.partner.reference} ·{' '}
                    {t(`status.${d.partner.status}`, { defaultValue: d.partner.status })}
                  </>
                ) : (
                  t('drawer.partnerNotBooked')
                )}
              </p>
            </section>
          )}
          <section className={styles.section} aria-labelledby="sec-notes">
            <h3 id="sec-notes">{t('drawer.notes')}</h3>
            {d.notes.length === 0 && <p className={styles.hint}>{t('drawer.noNotes')}</p>}
            <ul className={styles.list}>
              {d.notes.map((n) => (
                <li key={n.id}>
                  <span className={styles.preline}>{n.text}</span>
                  <span className={styles.hint}> · {when(n.at, language)}</span>
                </li>
              ))}
            </ul>
            {acts && <NoteForm bookingId={d.booking.id} onDone={changed} />}
          </section>
          <section className={styles.section} aria-labelledby="sec-emails">
            <h3 id="sec-emails">{t('drawer.emails')}</h3>
            <ul className={styles.list}>
              {d.emails.map((e, i) => (
                <li key={`${e.kind}-${i}`}>
                  {t(`email.${e.kind}`, { defaultValue: e.kind })} ·{' '}
                  {emailStatus(e, t, language, new Date())}
                </li>
              ))}
            </ul>
          </section>
          <section className={styles.section} aria-labelledby="sec-history">
            <h3 id="sec-history">{t('drawer.history')}</h3>
            <ul className={styles.list}>
              <li>
                {t('drawer.created')} · {when(d.booking.createdAt, language)}
              </li>
              {d.history.map((h, i) => (
                <li key={`${h.at}-${i}`}>
                  {t(`audit.${h.action}`, { defaultValue: h.action })} · {when(h.at, language)}
                  {(h.staffName ?? h.staffId) && ` · ${h.staffName ?? h.staffId}`}
                  {typeof h.detail.reason === 'string' && ` · „${h.detail.reason}“`}
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </aside>
  );
}
