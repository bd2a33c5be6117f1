/**
 * The booking flow's steps (SPEC 2). A step's slug is also its path after the locale:
 * 'timeslot' lives at /{locale}/timeslot.
 */
export const STEPS = [
  'check-up',
  'add-ons',
  'location',
  'timeslot',
  'summary',
  'payment',
  'payment-return',
  'success',
] as const;

export type StepSlug = (typeof STEPS)[number];

export function isStepSlug(value: unknown): value is StepSlug {
  return typeof value === 'string' && (STEPS as readonly string[]).includes(value);
}

/** The Next.js pathname of a step (without locale: the router adds the current one). */
export function stepPath(step: StepSlug): `/${StepSlug}` {
  return `/${step}`;
}

/** The step a pathname belongs to: '/de-ch/timeslot' or '/timeslot' -> 'timeslot'. */
export function stepFromPath(pathname: string): StepSlug | null {
  const segments = pathname.split(/[?#]/)[0].split('/').filter(Boolean);
  const last = segments[segments.length - 1];
  if (segments.length > 2 || !isStepSlug(last)) return null;
  if (segments.length === 2 && !/^[a-z]{2}-[a-z]{2}$/.test(segments[0])) return null;
  return last;
}
