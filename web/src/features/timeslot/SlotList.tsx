import { useRef, useState, type KeyboardEvent } from 'react';
import { zurichTimeOf } from '@/features/booking/zurichDate';
import { useTranslation } from '@/i18n/useTranslation';
import { DAY_PARTS, groupByDayPart } from './calendar';
import { rovingTarget } from './rovingFocus';
import styles from './TimeslotStep.module.css';
import { stegaClean } from '@/lib/stegaClean';

interface Slot {
  start: string;
}

/**
 * The chosen day's slots, grouped by part of the day, as one keyboard group (docs/spec.md):
 * one Tab stop (the chosen slot, else the first), arrow keys and Home/End move between all
 * the day's slots, Enter or Space chooses. Tab then leaves for the continue action.
 */
export function SlotList({
  slots,
  selected,
  onSelect,
  label,
}: {
  slots: readonly Slot[];
  selected: string | null;
  onSelect: (start: string) => void;
  label: string;
}) {
  const { t } = useTranslation('timeslot');
  const groups = groupByDayPart(slots as Slot[]);
  // The visual order (morning, afternoon, evening) is the keyboard order.
  const ordered = DAY_PARTS.flatMap((part) => groups[part]);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focused, setFocused] = useState<string | null>(null);
  const stop =
    [focused, selected].find((s) => s && ordered.some((o) => o.start === s)) ??
    ordered[0]?.start ??
    null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = ordered.findIndex((s) => s.start === stop);
    const target = rovingTarget(event.key, index, ordered.length);
    if (target === null) return;
    event.preventDefault();
    const start = ordered[target].start;
    setFocused(start);
    buttons.current.get(start)?.focus();
  };

  return (
    <div role="group" aria-label={stegaClean(label)} onKeyDown={onKeyDown} data-testid="slot-group">
      {DAY_PARTS.map((part) =>
        groups[part].length === 0 ? null : (
          <div key={part} className={styles.part}>
            <h3 className={styles.partTitle}>{t(`parts.${part}`)}</h3>
            <ul className={styles.slotList}>
              {groups[part].map((slot) => {
                const isSelected = slot.start === selected;
                return (
                  <li key={slot.start}>
                    <button
                      ref={(el) => {
                        if (el) buttons.current.set(slot.start, el);
                        else buttons.current.delete(slot.start);
                      }}
                      type="button"
                      className={`${styles.slot} ${isSelected ? styles.slotSelected : ''}`}
                      aria-pressed={isSelected}
                      tabIndex={slot.start === stop ? 0 : -1}
                      onFocus={() => setFocused(slot.start)}
                      onClick={() => onSelect(slot.start)}
                      data-slot={slot.start}
                    >
                      {zurichTimeOf(slot.start)}
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        ),
      )}
    </div>
  );
}
