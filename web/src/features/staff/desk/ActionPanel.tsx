/**
 * What staff can do with a booking, offered by its state: attendance, move, cancel with a refund
 * choice, a payment at the clinic, a payment link, a resent email, corrected contact data. The
 * routine ones are quick (docs/staff-desk.md, "Routine actions and overrides"): arrived, no-show
 * and its undo are one tap; a payment, a link or a resent email ask no reason (one may be
 * given). A move, a cancellation with its refund and a contact change are overrides: their form
 * requires a reason, as their contracts do. After an action focus goes to its announcement, so
 * it never falls to the page's body; the server decides and answers an error id.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { BookingDetailResponse } from '@/contracts/staff-booking';
import type { StaffFreeSlotsResponse } from '@/contracts/staff-free-slots';
import { formatCents, plainFrancs } from '@/i18n/format';
import { useTranslation } from '@/i18n/useTranslation';
import { apiErrorId } from '@/lib/fetcher';
import { deskFetch } from './sessionEnd';

import { postAction, type BookingAction } from './useBooking';
import { DeskError, RadioChoices, ReasonField, SlotPicker } from './DeskParts';
import { useDeskAction } from './useDeskAction';
import styles from './desk.module.css';

type Kind =
  | 'arrived'
  | 'no-show'
  | 'clear'
  | 'move'
  | 'cancel'
  | 'clinic-payment'
  | 'payment-link'
  | 'resend'
  | 'contact';

function offered(d: BookingDetailResponse): Kind[] {
  const { status } = d.booking;
  const due = d.payments.dueCents > 0;
  const kinds: Kind[] = [];
  if (status === 'confirmed') kinds.push('arrived', 'no-show');
  if (status === 'arrived' || status === 'no-show') kinds.push('clear');
  if (status === 'confirmed' || status === 'held') kinds.push('move', 'cancel');
  if (due && (status === 'confirmed' || status === 'arrived')) kinds.push('clinic-payment');
  if (due && status !== 'cancelled') kinds.push('payment-link');
  kinds.push('resend');
  if (!d.booking.anonymised) kinds.push('contact');
  return kinds;
}

/** One tap: no form, no reason. */
const ONE_TAP: ReadonlySet<Kind> = new Set(['arrived', 'no-show', 'clear']);
/** A form whose reason is optional (contracts/staff.ts routineActionFields). */
const ROUTINE: ReadonlySet<Kind> = new Set(['clinic-payment', 'payment-link', 'resend']);

const ACTION_OF: Record<Kind, BookingAction> = {
  arrived: 'attendance',
  'no-show': 'attendance',
  clear: 'attendance',
  move: 'move',
  cancel: 'cancel',
  'clinic-payment': 'clinic-payment',
  'payment-link': 'payment-link',
  resend: 'resend',
  contact: 'contact',
};

/** "120.50" or "120" -> cents; NaN when it is no amount. */
function toCents(text: string): number {
  const n = Number(text.replace(',', '.').replace(/[’' ]/g, ''));
  return Number.isFinite(n) ? Math.round(n * 100) : NaN;
}

export function ActionPanel({
  detail,
  onDone,
}: {
  detail: BookingDetailResponse;
  onDone: () => void;
}) {
  const { t } = useTranslation('desk');
  const [kind, setKind] = useState<Kind | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { busy, error: tapError, setError: setTapError, run } = useDeskAction();
  const announced = useRef<HTMLParagraphElement>(null);
  const kinds = offered(detail);
  // The form or the button that was used is gone after an action: focus goes to what it did.
  useEffect(() => {
    if (done) announced.current?.focus();
  }, [done]);
  const tap = async (k: Kind) => {
    setDone(null);
    await run(async () => {
      await postAction(ACTION_OF[k], { id: detail.booking.id, mark: k });
      setDone(t(`actions.done.${k}`));
      onDone();
    });
  };
  return (
    <div className={styles.actionsBox}>
      <div className={styles.actions} role="group" aria-label={t('actions.label')}>
        {kinds.map((k) =>
          ONE_TAP.has(k) ? (
            <button
              key={k}
              type="button"
              className={styles.secondary}
              disabled={busy}
              onClick={() => {
                setKind(null);
                void tap(k);
              }}
            >
              {t(`actions.confirm.${k}`)}
            </button>
          ) : (
            <button
              key={k}
              type="button"
              className={styles.secondary}
              aria-expanded={kind === k}
              onClick={() => {
                setDone(null);
                setTapError(null);
                setKind(kind === k ? null : k);
              }}
            >
              {t(`actions.${k}`)}
            </button>
          ),
        )}
      </div>
      <DeskError id={tapError} />
      <p aria-live="polite" className={styles.success} ref={announced} tabIndex={-1}>
        {done}
      </p>
      {kind && (
        <ActionForm
          key={`${kind}-${detail.booking.id}`}
          kind={kind}
          detail={detail}
          onCancel={() => setKind(null)}
          onDone={(message) => {
            setKind(null);
            setDone(message);
            onDone();
          }}
        />
      )}
    </div>
  );
}

function ActionForm({
  kind,
  detail: d,
  onCancel,
  onDone,
}: {
  kind: Kind;
  detail: BookingDetailResponse;
  onCancel: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('desk');
  const [reason, setReason] = useState('');
  const { busy, error, setError, run } = useDeskAction();
  // Fields of the forms that have them.
  const [refund, setRefund] = useState<'everything' | 'keep-deposit' | 'custom'>('everything');
  const [amount, setAmount] = useState(() => plainFrancs(d.payments.dueCents));
  const [method, setMethod] = useState<'card-terminal' | 'cash' | 'invoice'>('card-terminal');
  const [email, setEmail] = useState<
    'booking-confirmation' | 'partner-invitation' | 'payment-link' | 'cancelled'
  >(d.booking.status === 'cancelled' ? 'cancelled' : 'booking-confirmation');
  const [moveDate, setMoveDate] = useState(d.booking.date);
  const [slots, setSlots] = useState<StaffFreeSlotsResponse['slots'] | null>(null);
  const [slot, setSlot] = useState('');
  const [contact, setContact] = useState({
    firstName: d.person.firstName,
    lastName: d.person.lastName,
    email: d.person.email,
    phone: d.person.phone ?? '',
  });

  const body = (): Record<string, unknown> | null => {
    // A routine action's blank reason is left out (optional); an override's is required.
    const base = {
      id: d.booking.id,
      reason: ROUTINE.has(kind) && !reason.trim() ? undefined : reason,
    };
    switch (kind) {
      case 'arrived':
      case 'no-show':
      case 'clear':
        return { ...base, mark: kind };
      case 'move':
        return slot ? { ...base, timeSlotStart: slot } : null;
      case 'cancel':
        return refund === 'custom'
          ? { ...base, refund, refundCents: toCents(amount) }
          : { ...base, refund };
      case 'clinic-payment':
        return { ...base, method, amountCents: toCents(amount) };
      case 'resend':
        return { ...base, email };
      case 'contact': {
        const changed = Object.fromEntries(
          Object.entries(contact).filter(
            ([key, value]) => value !== ((d.person as Record<string, unknown>)[key] ?? ''),
          ),
        );
        return { ...base, contact: changed };
      }
      default:
        return base;
    }
  };

  const findSlots = async () => {
    setError(null);
    setSlots(null);
    setSlot('');
    try {
      const answer = await deskFetch<StaffFreeSlotsResponse>('/api/staff/free-slots', {
        query: { id: d.booking.id, date: moveDate },
      });
      setSlots(answer.slots);
    } catch (err) {
      setError(apiErrorId(err, 'generic'));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = body();
    if (!payload) {
      setError('staff-choose-slot');
      return;
    }
    await run(async () => {
      await postAction(ACTION_OF[kind], payload);
      onDone(t(`actions.done.${kind}`));
    });
  };

  // The amount in francs (a custom refund, a clinic payment).
  const amountField = (
    <label>
      {t('actions.amount')}
      <input
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        required
      />
    </label>
  );

  let fields: ReactNode = null;
  if (kind === 'move')
    fields = (
      <>
        <SlotPicker
          dateLabel={t('actions.moveDate')}
          date={moveDate}
          onDate={setMoveDate}
          onFind={() => void findSlots()}
          slots={slots}
          slot={slot}
          onSlot={setSlot}
        />
      </>
    );
  if (kind === 'cancel')
    fields = (
      <fieldset className={styles.fieldset}>
        <legend>{t('actions.refund')}</legend>
        <p className={styles.hint}>
          {t('actions.paidOnline', { amount: formatCents(d.payments.online.paidCents) })}
        </p>
        <RadioChoices
          name="refund"
          choices={['everything', 'keep-deposit', 'custom'] as const}
          value={refund}
          onChange={setRefund}
          label={(r) =>
            t(`actions.refundChoice.${r}`, { deposit: formatCents(d.price.depositCents) })
          }
        />
        {refund === 'custom' && amountField}
      </fieldset>
    );
  if (kind === 'clinic-payment')
    fields = (
      <>
        <label>
          {t('actions.method')}
          <select value={method} onChange={(e) => setMethod(e.target.value as typeof method)}>
            {(['card-terminal', 'cash', 'invoice'] as const).map((m) => (
              <option key={m} value={m}>
                {t(`payment.method.${m}`)}
              </option>
            ))}
          </select>
        </label>
        {amountField}
      </>
    );
  if (kind === 'resend')
    fields = (
      <label>
        {t('actions.whichEmail')}
        <select value={email} onChange={(e) => setEmail(e.target.value as typeof email)}>
          {(
            ['booking-confirmation', 'partner-invitation', 'payment-link', 'cancelled'] as const
          ).map((m) => (
            <option key={m} value={m}>
              {t(`email.${m}`)}
            </option>
          ))}
        </select>
      </label>
    );
  if (kind === 'contact')
    fields = (
      <>
        {(['firstName', 'lastName', 'email', 'phone'] as const).map((f) => (
          <label key={f}>
            {t(`drawer.${f}`)}
            <input
              value={contact[f]}
              type={f === 'email' ? 'email' : f === 'phone' ? 'tel' : 'text'}
              onChange={(e) => setContact({ ...contact, [f]: e.target.value })}
            />
          </label>
        ))}
      </>
    );

  return (
    <form className={styles.form} onSubmit={submit} aria-label={t(`actions.${kind}`)}>
      {fields}
      <ReasonField value={reason} onChange={setReason} optional={ROUTINE.has(kind)} />
      <DeskError id={error} />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy}>
          {t(`actions.confirm.${kind}`)}
        </button>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          {t('actions.back')}
        </button>
      </div>
    </form>
  );
}
