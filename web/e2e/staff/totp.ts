/**
 * Authenticator codes for the staff specs. The server takes each code once and accepts the
 * step before and after its clock's 30 s step (the library's window; docs/security.md "The
 * staff door"), so a second sign-in within a step answers the next step's code at once
 * instead of waiting up to 30 s for the app to show a new one.
 */
import * as OTPAuth from 'otpauth';

const STEP_MS = 30_000;
/** The last step whose code each secret answered (per worker: secrets are per spec). */
const usedSteps = new Map<string, number>();

/**
 * A code for `secret` the server has not seen: the current step's, or the step after the last
 * one used. `now` is the server's clock where a spec moves it (e2e/staff/clock.ts).
 */
export async function unusedCode(secret: string, now: () => number = Date.now): Promise<string> {
  const step = Math.max(Math.floor(now() / STEP_MS), (usedSteps.get(secret) ?? -1) + 1);
  // A third sign-in within one step: the step after next is outside the server's window.
  while (step > Math.floor(now() / STEP_MS) + 1)
    await new Promise((resolve) => setTimeout(resolve, 500));
  usedSteps.set(secret, step);
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: STEP_MS / 1000,
  });
  // The middle of the step: never at the edge of the server's window.
  return totp.generate({ timestamp: step * STEP_MS + STEP_MS / 2 });
}
