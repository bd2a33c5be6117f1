import Link from 'next/link';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Icon, type IconName } from '../icons/Icon';
import styles from './Button.module.css';

export const BUTTON_VARIANTS = [
  'primary',
  'secondary',
  'tertiary',
  'ghost',
  'info',
  'danger',
  'guiding',
] as const;
export const BUTTON_SIZES = ['M', 'L', 'XL'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: IconName;
  iconPosition?: 'start' | 'end';
  fullWidth?: boolean;
  children: ReactNode;
}

type AsButton = CommonProps & ButtonHTMLAttributes<HTMLButtonElement> & { href?: undefined };
type AsLink = CommonProps & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };
export type ButtonProps = AsButton | AsLink;

export function buttonClassName({
  variant = 'primary',
  size = 'M',
  fullWidth = false,
  className,
}: Pick<CommonProps, 'variant' | 'size' | 'fullWidth'> & { className?: string }): string {
  return [
    styles.button,
    styles[variant],
    styles[`size${size}`],
    fullWidth ? styles.fullWidth : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** A button, or a link that looks like one when given `href`. */
export function Button(props: ButtonProps) {
  const {
    variant,
    size,
    icon,
    iconPosition = 'start',
    fullWidth,
    children,
    className,
    ...rest
  } = props;
  const classes = buttonClassName({ variant, size, fullWidth, className });
  const content = (
    <>
      {icon && iconPosition === 'start' && <Icon name={icon} size={20} />}
      <span>{children}</span>
      {icon && iconPosition === 'end' && <Icon name={icon} size={20} />}
    </>
  );
  if (typeof rest.href === 'string') {
    const { href, ...anchor } = rest as AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };
    // No prefetch on sight: the next step is prefetched by useNextStepPrefetch, and loading
    // other pages' data and code while this one starts costs a phone main-thread time.
    // Next still prefetches on hover.
    return (
      <Link href={href} prefetch={false} className={classes} {...anchor}>
        {content}
      </Link>
    );
  }
  const { type = 'button', ...button } = rest as ButtonHTMLAttributes<HTMLButtonElement>;
  return (
    <button type={type} className={classes} {...button}>
      {content}
    </button>
  );
}
