import { STEPS } from 'schemas/src/steps';

export { STEPS };

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
