/** Sign-in rules of the staff desk (docs/staff-desk.md "Sign-in"), one place each. */
export const STAFF_SESSION = {
  /** Sliding: a session unused this long ends. */
  idleMinutes: 30,
  /** From the session's creation, however active. */
  absoluteHours: 12,
} as const;

export const STAFF_LOCKOUT = { wrongCodes: 5, minutes: 15 } as const;

/** The invite's enrolment link: once, within 24 h. */
export const ENROLMENT_HOURS = 24;

/** The emailed sign-in link (followed by the TOTP code). */
export const SIGN_IN_LINK_MINUTES = 15;
