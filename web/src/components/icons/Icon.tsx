import type { SVGProps } from 'react';
import { ICON_PATHS } from './paths';
import { stegaClean } from '@/lib/stegaClean';

export type IconName = keyof typeof ICON_PATHS;
export const ICON_NAMES = Object.keys(ICON_PATHS) as IconName[];

export function isIconName(value: unknown): value is IconName {
  return typeof value === 'string' && value in ICON_PATHS;
}

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  /** Pixels; default 24. */
  size?: number;
  /** Text for screen readers; without it the icon is decorative and hidden from them. */
  label?: string;
}

export function Icon({ name, size = 24, label, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      {...(label ? { role: 'img', 'aria-label': stegaClean(label) } : { 'aria-hidden': true })}
      {...rest}
    >
      {ICON_PATHS[name]}
    </svg>
  );
}
