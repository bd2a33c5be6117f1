import { forwardRef, useEffect, useState, type SelectHTMLAttributes } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '@/i18n/useTranslation';
import { Icon } from '../icons/Icon';
import type { FieldStateProps } from './Field';
import { FieldFrame, useFieldControl } from './FieldControl';
import styles from './fields.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectProps = FieldStateProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'> & {
    options: readonly SelectOption[];
    /** Text of the empty first option; default "Please choose". Pass null for none. */
    placeholder?: string | null;
    /**
     * Render only the first `shortList` options (and the selected one, from `value` or
     * `defaultValue`) until the visitor reaches for the field or the browser is idle: a list
     * of 185 countries costs a slow phone ~40 ms to create and lay out, in the task that shows
     * the form.
     * (The browser's autofill can only pick from the short list in that second or so.)
     */
    shortList?: number;
  };

/** Whether all options are rendered: from the start without a short list, else once idle or reached for. */
function useAllOptions(shortList: number | undefined) {
  const [all, setAll] = useState(shortList === undefined);
  useEffect(() => {
    if (all) return;
    // Its own task after the form has shown (Safari has no requestIdleCallback).
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setAll(true), { timeout: 1500 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setAll(true), 200);
    return () => window.clearTimeout(id);
  }, [all]);
  // Synchronously, before the browser opens the list or moves the selection.
  const reach = () => {
    if (!all) flushSync(() => setAll(true));
  };
  return { all, reach };
}

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(props, ref) {
  const { t } = useTranslation('common');
  const {
    state,
    frame,
    control,
    rest: { options, placeholder, shortList, onFocus, onPointerDown, ...select },
  } = useFieldControl(props, ref);
  const { all, reach } = useAllOptions(shortList);
  const selected = control.value ?? control.defaultValue;
  const shown = all
    ? options
    : options.filter((option, index) => index < (shortList ?? 0) || option.value === selected);
  return (
    <FieldFrame {...frame}>
      <select
        className={`${styles.input} ${styles.select} ${state.invalid ? styles.invalid : ''}`}
        {...control}
        onFocus={(event) => {
          reach();
          onFocus?.(event);
        }}
        onPointerDown={(event) => {
          reach();
          onPointerDown?.(event);
        }}
        {...select}
      >
        {placeholder !== null && (
          <option value="">{placeholder ?? t('form.selectPlaceholder')}</option>
        )}
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Icon name="chevron-right" size={18} className={styles.selectArrow} />
    </FieldFrame>
  );
});
