/**
 * The staff desk's clock: session expiry, enrolment links and the sign-in lock read it, so
 * tests move time forward instead of waiting (docs/staff-desk.md, "Sign-in").
 */
let override: (() => Date) | null = null;

export function staffNow(): Date {
  return override ? override() : new Date();
}

/** Tests: a clock of their own (null restores the real one). */
export function setStaffClock(clock: (() => Date) | null): void {
  override = clock;
}
