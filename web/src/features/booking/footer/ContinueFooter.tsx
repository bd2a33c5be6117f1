import { Button } from '@/components/Button/Button';
import styles from './ContinueFooter.module.css';

export interface ContinueFooterProps {
  /** Where Back goes (the previous step, with the booking query). */
  backHref: string;
  backLabel: string;
  /** The continue action: a link to the next step, or a handler (the timeslot check). */
  next: { href: string } | { onClick: () => void };
  label: string;
  disabled?: boolean;
  testId: string;
  /**
   * A choice is made: the footer sticks to the bottom of the screen (above the phone's
   * price bar), so "continue" is in reach without scrolling past every option (docs/spec.md).
   */
  sticky?: boolean;
}

/** Back and continue under the add-ons, location and timeslot steps: one component for the three. */
export function ContinueFooter({
  backHref,
  backLabel,
  next,
  label,
  disabled = false,
  testId,
  sticky = false,
}: ContinueFooterProps) {
  const common = {
    size: 'L',
    icon: 'chevron-right',
    iconPosition: 'end',
    'data-testid': testId,
  } as const;
  // Continue comes first in the DOM (shown on the right): one Tab from the last choice
  // reaches it (docs/spec.md); Back follows.
  return (
    <div
      className={`${styles.footer} ${sticky && !disabled ? styles.sticky : ''}`}
      data-sticky={(sticky && !disabled) || undefined}
    >
      {disabled ? (
        <Button {...common} disabled>
          {label}
        </Button>
      ) : 'href' in next ? (
        <Button {...common} href={next.href}>
          {label}
        </Button>
      ) : (
        <Button {...common} onClick={next.onClick}>
          {label}
        </Button>
      )}
      <Button href={backHref} variant="ghost" size="L" icon="chevron-left">
        {backLabel}
      </Button>
    </div>
  );
}
