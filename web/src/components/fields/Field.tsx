/**
 * What every form field shares (SPEC 5): label, required marker and error text only while
 * errors are shown, a success icon when filled without error, and the aria wiring.
 */
import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ForwardedRef,
  type ReactNode,
} from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Icon } from '../icons/Icon';
import styles from './fields.module.css';

export interface FieldStateProps {
  label: ReactNode;
  /** The error text; shown only while `showErrors` is on. */
  error?: string;
  /** Whether the form shows its errors now (e.g. after a first submit). Default true. */
  showErrors?: boolean;
  required?: boolean;
  hint?: ReactNode;
}

export interface FieldState {
  inputId: string;
  errorId: string;
  hintId: string;
  invalid: boolean;
  describedBy: string | undefined;
}

export function useFieldState({ error, showErrors = true, hint }: FieldStateProps): FieldState {
  const base = useId();
  const invalid = showErrors && Boolean(error);
  const errorId = `${base}-error`;
  const hintId = `${base}-hint`;
  const describedBy =
    [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { inputId: `${base}-input`, errorId, hintId, invalid, describedBy };
}

/**
 * Tracks whether a controlled or uncontrolled field holds a value. An uncontrolled field
 * is also read once after mount: react-hook-form writes its default values into the
 * element through the ref, not through defaultValue.
 */
export function useFilled<E extends HTMLInputElement | HTMLSelectElement>(
  value: unknown,
  defaultValue: unknown,
  forwardedRef?: ForwardedRef<E>,
) {
  const [filledUncontrolled, setFilled] = useState(() => hasValue(defaultValue));
  const filled = value !== undefined ? hasValue(value) : filledUncontrolled;
  const ref = useRef<E>(null);
  // The element itself is what the caller's ref (e.g. register()) receives.
  useImperativeHandle(forwardedRef, () => ref.current as E);
  const uncontrolled = value === undefined;
  useEffect(() => {
    if (uncontrolled && ref.current) setFilled(hasValue(ref.current.value));
  }, [uncontrolled]);
  return { filled, track: (next: string) => setFilled(next.trim() !== ''), ref };
}

function hasValue(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return String(value).trim() !== '';
}

export function FieldLabel({
  htmlFor,
  children,
  required,
  showErrors = true,
}: {
  htmlFor?: string;
  children: ReactNode;
  required?: boolean;
  showErrors?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {children}
      {required && showErrors && <RequiredMarker />}
    </label>
  );
}

/** The asterisk after a required field's label (or legend), with its words for screen readers. */
export function RequiredMarker() {
  const { t } = useTranslation('common');
  return (
    <span className={styles.marker} data-testid="required-marker" data-required-marker>
      {'\u00a0*'}
      <span className="visually-hidden"> {t('form.requiredMarker')}</span>
    </span>
  );
}

export function FieldMessages({
  state,
  error,
  hint,
}: {
  state: FieldState;
  error?: string;
  hint?: ReactNode;
}) {
  return (
    <>
      {hint && (
        <p id={state.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {state.invalid && <FieldError id={state.errorId}>{error}</FieldError>}
    </>
  );
}

/** A field's error message with its icon, which keeps its size however the text wraps. */
export function FieldError({
  id,
  className,
  children,
}: {
  id: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <p id={id} className={className ? `${styles.error} ${className}` : styles.error}>
      <Icon name="error" size={16} />
      <span>{children}</span>
    </p>
  );
}
