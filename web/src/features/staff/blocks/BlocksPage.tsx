/**
 * /staff/blocks (docs/staff-desk.md "Blocks"): reception and admins block a room, several rooms
 * or a whole location for a period with a kind and a reason; each block lists the bookings it
 * hits with three actions: move to the proposed free time, send the patient the
 * "choose a new time" email, or cancel with everything paid given back. The server decides
 * what is hit and proposed; this page only shows it and asks.
 */
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { DateTime } from 'luxon';
import type {
  BlockHit,
  BlockKind,
  BlockView,
  StaffBlockRebookResponse,
  StaffBlocksResponse,
} from '@/contracts/staff-blocks';
import { BLOCK_KINDS } from '@/contracts/staff-blocks';
import { formatCents } from '@/i18n/format';
import { languageOf, toLocale } from '@/i18n/locales';
import { useTranslation } from '@/i18n/useTranslation';
import { apiErrorId } from '@/lib/fetcher';
import { useApi } from '@/lib/useApi';
import { DeskLayout } from '@/features/staff/desk/DeskLayout';
import {
  DeskDateInput,
  DeskError,
  NamedOptions,
  ReasonField,
} from '@/features/staff/desk/DeskParts';
import { clock, longDate } from '@/features/staff/desk/dayGrid';
import { deskFetch } from '@/features/staff/desk/sessionEnd';
import { LabelledInput } from '@/features/staff/desk/LabelledInput';
import { TableHead } from '@/features/staff/desk/TableHead';
import { useDeskAction } from '@/features/staff/desk/useDeskAction';
import styles from '@/features/staff/desk/desk.module.css';
import { ZONE } from '@/shared/zone';

const BLOCKS = '/api/staff/blocks';

const zurichDay = (iso: string) => DateTime.fromISO(iso).setZone(ZONE).toISODate()!;
const today = () => DateTime.now().setZone(ZONE).toISODate()!;

/** "Mittwoch, 2. Dezember 2026, 08:00" in the desk's language. */
/** A time of day typed as HH:MM (a text field: a native time input follows the browser's locale). */
function TimeInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (time: string) => void;
}) {
  return (
    <LabelledInput
      label={label}
      labelClassName={styles.control}
      type="text"
      inputMode="numeric"
      pattern="[0-2][0-9]:[0-5][0-9]"
      size={5}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required
    />
  );
}

function when(iso: string, language: 'en' | 'de'): string {
  return `${longDate(zurichDay(iso), language)}, ${clock(iso)}`;
}

export function BlocksPage() {
  const { t } = useTranslation('desk');
  const language = languageOf(toLocale(useRouter().locale));
  const list = useApi(BLOCKS, (path: string) => deskFetch<StaffBlocksResponse>(path));
  const data = list.data;

  return (
    <DeskLayout title={t('blocks.heading')} current="blocks">
      <h1 className={styles.title}>{t('blocks.heading')}</h1>
      <p className={styles.hint}>{t('blocks.intro')}</p>
      {list.error && <DeskError id={apiErrorId(list.error, 'generic')} />}
      {data && <BlockForm locations={data.locations} onMade={() => void list.mutate()} />}
      <section aria-labelledby="blocks-list">
        <h2 id="blocks-list">{t('blocks.current')}</h2>
        {data && data.blocks.length === 0 && <p>{t('blocks.none')}</p>}
        {data?.blocks.map((b) => (
          <BlockCard
            key={b.id}
            block={b}
            language={language}
            onChanged={() => void list.mutate()}
          />
        ))}
      </section>
    </DeskLayout>
  );
}

function BlockForm({
  locations,
  onMade,
}: {
  locations: StaffBlocksResponse['locations'];
  onMade: () => void;
}) {
  const { t } = useTranslation('desk');
  const [locationId, setLocationId] = useState(locations[0]?.id ?? '');
  const [rooms, setRooms] = useState<string[]>([]);
  const [fromDate, setFromDate] = useState(today());
  const [fromTime, setFromTime] = useState('08:00');
  const [toDate, setToDate] = useState(today());
  const [toTime, setToTime] = useState('18:00');
  const [kind, setKind] = useState<BlockKind>('breakdown');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const { busy, error, run } = useDeskAction();
  const location = locations.find((l) => l.id === locationId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const at = (date: string, time: string) =>
      DateTime.fromISO(`${date}T${time}`, { zone: ZONE }).toISO({ suppressMilliseconds: true });
    await run(async () => {
      const made = await deskFetch<{ block: BlockView }>(BLOCKS, {
        method: 'POST',
        body: {
          locationId,
          roomKeys: rooms.length > 0 ? rooms : null,
          start: at(fromDate, fromTime),
          end: at(toDate, toTime),
          kind,
          reason,
        },
      });
      setDone(t('blocks.made', { count: made.block.hits.length }));
      setReason('');
      setRooms([]);
      onMade();
    });
  };

  return (
    <section aria-labelledby="block-new">
      <h2 id="block-new">{t('blocks.new')}</h2>
      <form className={`${styles.form} ${styles.bookForm}`} onSubmit={submit}>
        <label>
          {t('day.location')}
          <select
            value={locationId}
            onChange={(e) => {
              setLocationId(e.target.value);
              setRooms([]);
            }}
          >
            <NamedOptions items={locations} />
          </select>
        </label>
        <fieldset className={styles.fieldset}>
          <legend>{t('blocks.rooms')}</legend>
          <p className={styles.hint}>{t('blocks.roomsHint')}</p>
          {location?.rooms.map((r) => (
            <label key={r.key} className={styles.radio}>
              <input
                type="checkbox"
                checked={rooms.includes(r.key)}
                onChange={(e) =>
                  setRooms(e.target.checked ? [...rooms, r.key] : rooms.filter((k) => k !== r.key))
                }
              />
              {r.label}
            </label>
          ))}
        </fieldset>
        <div className={styles.inline}>
          <DeskDateInput label={t('blocks.fromDate')} value={fromDate} onChange={setFromDate} />
          <TimeInput label={t('blocks.fromTime')} value={fromTime} onChange={setFromTime} />
          <DeskDateInput label={t('blocks.toDate')} value={toDate} onChange={setToDate} />
          <TimeInput label={t('blocks.toTime')} value={toTime} onChange={setToTime} />
        </div>
        <label>
          {t('blocks.kind')}
          <select value={kind} onChange={(e) => setKind(e.target.value as BlockKind)}>
            {BLOCK_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`blocks.kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <ReasonField value={reason} onChange={setReason} />
        <button type="submit" className={styles.primary} disabled={busy || !locationId}>
          {t('blocks.submit')}
        </button>
        <DeskError id={error} />
        <div aria-live="polite">{done && <p className={styles.success}>{done}</p>}</div>
      </form>
    </section>
  );
}

function BlockCard({
  block,
  language,
  onChanged,
}: {
  block: BlockView;
  language: 'en' | 'de';
  onChanged: () => void;
}) {
  const { t } = useTranslation('desk');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [liftReason, setLiftReason] = useState('');
  const rooms = block.rooms
    ? block.rooms.map((r) => r.label).join(', ')
    : t('blocks.wholeLocation');
  const headingId = `block-${block.id}`;

  const act = async (hit: BlockHit, action: 'move' | 'invite' | 'cancel') => {
    setBusy(`${hit.id}:${action}`);
    setError(null);
    try {
      await deskFetch<StaffBlockRebookResponse>(`${BLOCKS}/rebook`, {
        method: 'POST',
        body: {
          blockId: block.id,
          id: hit.id,
          action,
          ...(action === 'move' ? { timeSlotStart: hit.proposal } : {}),
        },
      });
      onChanged();
    } catch (err) {
      setError(apiErrorId(err, 'generic'));
    } finally {
      setBusy(null);
    }
  };

  const lift = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await deskFetch(`${BLOCKS}/lift`, {
        method: 'POST',
        body: { id: block.id, reason: liftReason },
      });
      onChanged();
    } catch (err) {
      setError(apiErrorId(err, 'generic'));
    }
  };

  return (
    <article className={styles.card} aria-labelledby={headingId} data-block={block.id}>
      <h3 id={headingId}>
        {rooms} · {block.locationName}
      </h3>
      <p>
        {when(block.start, language)} – {when(block.end, language)}
        <br />
        {t(`blocks.kinds.${block.kind}`)}: {block.reason}
        <br />
        <span className={styles.hint}>{t('blocks.by', { name: block.createdBy })}</span>
      </p>
      {block.hits.length === 0 ? (
        <p>{t('blocks.noHits')}</p>
      ) : (
        <table className={styles.table}>
          <caption>{t('blocks.hits', { count: block.hits.length })}</caption>
          <TableHead
            columns={[t('search.when'), t('search.name'), t('search.reference'), t('blocks.what')]}
          />
          <tbody>
            {block.hits.map((h) => (
              <tr key={h.id} data-booking={h.reference}>
                <td>{when(h.start, language)}</td>
                <td>{h.name || '–'}</td>
                <td>{h.reference}</td>
                <td>
                  {h.outcome ? (
                    <span className={styles.status}>
                      {t(`blocks.outcome.${h.outcome}`)}
                      {h.outcome === 'moved' && ` · ${when(h.start, language)}`}
                      {h.chosenStart &&
                        ` · ${t('blocks.chosen', { when: when(h.chosenStart, language) })}`}
                    </span>
                  ) : (
                    <div className={styles.actions}>
                      {h.proposal ? (
                        <button
                          type="button"
                          className={styles.secondary}
                          disabled={busy !== null}
                          onClick={() => void act(h, 'move')}
                        >
                          {t('blocks.moveTo', { when: when(h.proposal, language) })}
                        </button>
                      ) : (
                        <span className={styles.hint}>{t('blocks.noProposal')}</span>
                      )}
                      {h.status === 'confirmed' && (
                        <button
                          type="button"
                          className={styles.secondary}
                          disabled={busy !== null}
                          onClick={() => void act(h, 'invite')}
                        >
                          {t('blocks.invite')}
                        </button>
                      )}
                      <button
                        type="button"
                        className={styles.secondary}
                        disabled={busy !== null}
                        onClick={() => void act(h, 'cancel')}
                      >
                        {h.paidCents > 0
                          ? t('blocks.cancelRefund', { amount: formatCents(h.paidCents) })
                          : t('blocks.cancel')}
                      </button>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <DeskError id={error} />
      <form className={styles.inline} onSubmit={lift}>
        <label>
          {t('blocks.liftReason')}
          <input
            value={liftReason}
            onChange={(e) => setLiftReason(e.target.value)}
            required
            maxLength={500}
          />
        </label>
        <button type="submit" className={styles.secondary}>
          {t('blocks.lift')}
        </button>
      </form>
    </article>
  );
}
