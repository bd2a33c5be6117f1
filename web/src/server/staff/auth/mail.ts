/**
 * Emails of staff sign-in: the enrolment link of an invite or of a reset second factor, and the
 * sign-in link, in the staff member's language, through the project's mailer (SMTP, else the
 * .data/outbox folder). The enrolment emails say the role, the locations (their names from the
 * content, else their slugs) and that an authenticator app is needed (docs/staff-desk.md
 * "Bootstrap the first admin", "Recovery"). Their words are Studio's staff email texts
 * (docs/languages.md "The desk's words").
 */
import { getLocations } from '@/server/content';
import { getMailer, type OutgoingMail } from '@/server/notify/mailer';
import { BUILT_IN_EMAIL_TEXTS, loadEmailTexts, type EmailTexts } from '@/server/notify/emailTexts';
import type { StaffRole } from '@/shared/staff-roles';
import { ENROLMENT_HOURS, SIGN_IN_LINK_MINUTES } from './policy';

type Language = 'en' | 'de';
type Kind = 'enrol' | 'reset' | 'signIn';

/** Who the enrolment link is for: the account's role and location ids. */
export type EnrolmentAbout = { role: StaffRole; locations: readonly string[] };

/** Each email's texts in Studio (`emailText`), and what all of them share. */
export const STAFF_EMAIL_GROUPS: Record<Kind, string> = {
  enrol: 'staffEnrol',
  reset: 'staffReset',
  signIn: 'staffSignIn',
};
const ROLE_KEYS: Record<StaffRole, string> = {
  admin: 'roleAdmin',
  clinical: 'roleClinical',
  reception: 'roleReception',
  viewer: 'roleViewer',
};

/** Location names in the member's language; a slug (or the id) when the content has none. */
async function locationNames(ids: readonly string[], language: Language): Promise<string[]> {
  const known = await getLocations().catch(() => []);
  return ids.map((id) => {
    const location = known.find((l) => l.id === id);
    if (location) return language === 'de' ? location.title_de : location.title_en;
    return id.replace(/^location\./, '');
  });
}

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** What an enrolment email says about the account: its role and its locations' names. */
export type StaffLinkFacts = { role: StaffRole; locationNames: readonly string[] | 'all' };

/**
 * One sign-in email, its words from Studio's staff texts (Studio over the built-in ones,
 * server/notify/emailTexts.ts): pure, so the email preview renders it as it is sent.
 */
export function staffLinkEmail(
  kind: Kind,
  to: string,
  language: Language,
  url: string,
  facts: StaffLinkFacts | undefined,
  texts: EmailTexts = BUILT_IN_EMAIL_TEXTS,
): OutgoingMail {
  const say = (key: string, values?: Record<string, string>) =>
    texts.text(STAFF_EMAIL_GROUPS[kind], key, language, values);
  const about = (key: string) => texts.text('staffAccount', key, language);
  const body = say('body', {
    hours: String(ENROLMENT_HOURS),
    minutes: String(SIGN_IN_LINK_MINUTES),
  });
  const lines =
    facts && kind !== 'signIn'
      ? [
          `${about('role')}: ${about(ROLE_KEYS[facts.role])}`,
          `${about('locations')}: ${
            facts.locationNames === 'all'
              ? about('all')
              : facts.locationNames.length
                ? facts.locationNames.join(', ')
                : about('none')
          }`,
          about('app'),
        ]
      : [];
  const [role, locations, app] = lines;
  return {
    to,
    subject: say('subject'),
    text: `${body}\n\n${url}\n${lines.length ? `\n${role}\n${locations}\n\n${app}\n` : ''}`,
    html:
      `<p>${escape(body)}</p><p><a href="${escape(url)}">${escape(url)}</a></p>` +
      (lines.length ? `<p>${escape(role)}<br>${escape(locations)}</p><p>${escape(app)}</p>` : ''),
  };
}

export async function sendStaffLink(
  kind: Kind,
  to: string,
  language: Language,
  url: string,
  about?: EnrolmentAbout,
): Promise<void> {
  const facts: StaffLinkFacts | undefined = about && {
    role: about.role,
    locationNames: about.role === 'admin' ? 'all' : await locationNames(about.locations, language),
  };
  // Read when the email is made, as the visitor emails read theirs (built-in if Studio is unreachable).
  await getMailer().send(staffLinkEmail(kind, to, language, url, facts, await loadEmailTexts()));
}
