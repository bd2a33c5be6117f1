/**
 * Emails of staff sign-in: the enrolment link of an invite or of a reset second factor, and the
 * sign-in link, in the staff member's language, through the project's mailer (SMTP, else the
 * .data/outbox folder). The enrolment emails say the role, the locations (their names from the
 * content, else their slugs) and that an authenticator app is needed (docs/staff-desk.md
 * "Bootstrap the first admin", "Recovery").
 */
import { getLocations } from '@/server/content';
import { getMailer } from '@/server/notify/mailer';
import type { StaffRole } from '@/shared/staff-roles';
import { ENROLMENT_HOURS, SIGN_IN_LINK_MINUTES } from './policy';

type Language = 'en' | 'de';
type Kind = 'enrol' | 'reset' | 'signIn';

/** Who the enrolment link is for: the account's role and location ids. */
export type EnrolmentAbout = { role: StaffRole; locations: readonly string[] };

const TEXT = {
  enrol: {
    en: {
      subject: 'Your staff desk account',
      body: `You have been invited to the clinic's staff desk. Open this link within ${ENROLMENT_HOURS} hours to set up your sign-in (it works once):`,
    },
    de: {
      subject: 'Ihr Zugang zum Empfangs-Desk',
      body: `Sie wurden zum Empfangs-Desk der Klinik eingeladen. Öffnen Sie diesen Link innert ${ENROLMENT_HOURS} Stunden, um Ihre Anmeldung einzurichten (er gilt einmal):`,
    },
  },
  reset: {
    en: {
      subject: 'Set up your staff desk sign-in again',
      body: `An admin has reset your sign-in to the clinic's staff desk: your authenticator code, backup codes and passkeys no longer work. Open this link within ${ENROLMENT_HOURS} hours to set up your sign-in again (it works once):`,
    },
    de: {
      subject: 'Anmeldung am Empfangs-Desk neu einrichten',
      body: `Ein Admin hat Ihre Anmeldung am Empfangs-Desk der Klinik zurückgesetzt: Ihr Authenticator-Code, Ihre Ersatzcodes und Passkeys gelten nicht mehr. Öffnen Sie diesen Link innert ${ENROLMENT_HOURS} Stunden, um Ihre Anmeldung neu einzurichten (er gilt einmal):`,
    },
  },
  signIn: {
    en: {
      subject: 'Sign in to the staff desk',
      body: `Open this link within ${SIGN_IN_LINK_MINUTES} minutes, then enter the code from your authenticator app:`,
    },
    de: {
      subject: 'Anmeldung am Empfangs-Desk',
      body: `Öffnen Sie diesen Link innert ${SIGN_IN_LINK_MINUTES} Minuten und geben Sie danach den Code aus Ihrer Authenticator-App ein:`,
    },
  },
} as const;

const ABOUT = {
  en: {
    roles: {
      admin: 'Admin',
      clinical: 'Clinical review',
      reception: 'Reception',
      viewer: 'Viewer',
    },
    role: 'Your role',
    locations: 'Your locations',
    all: 'all locations',
    none: 'none yet',
    app: 'You need an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator or another TOTP app): you scan a QR code with it once, and it then shows the code you enter when you sign in.',
  },
  de: {
    roles: {
      admin: 'Admin',
      clinical: 'Medizinische Prüfung',
      reception: 'Empfang',
      viewer: 'Ansicht',
    },
    role: 'Ihre Rolle',
    locations: 'Ihre Standorte',
    all: 'alle Standorte',
    none: 'noch keine',
    app: 'Sie brauchen eine Authenticator-App auf Ihrem Telefon (zum Beispiel Google Authenticator, Microsoft Authenticator oder eine andere TOTP-App): Sie scannen damit einmal einen QR-Code, danach zeigt sie den Code, den Sie bei der Anmeldung eingeben.',
  },
} as const;

/** Location names in the member's language; a slug (or the id) when the content has none. */
async function locationNames(ids: readonly string[], language: Language): Promise<string[]> {
  const known = await getLocations().catch(() => []);
  return ids.map((id) => {
    const location = known.find((l) => l.id === id);
    if (location) return language === 'de' ? location.title_de : location.title_en;
    return id.replace(/^location\./, '');
  });
}

async function aboutLines(about: EnrolmentAbout, language: Language): Promise<string[]> {
  const a = ABOUT[language];
  const places =
    about.role === 'admin'
      ? a.all
      : about.locations.length
        ? (await locationNames(about.locations, language)).join(', ')
        : a.none;
  return [`${a.role}: ${a.roles[about.role]}`, `${a.locations}: ${places}`, a.app];
}

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function sendStaffLink(
  kind: Kind,
  to: string,
  language: Language,
  url: string,
  about?: EnrolmentAbout,
): Promise<void> {
  const t = TEXT[kind][language];
  const lines = about && kind !== 'signIn' ? await aboutLines(about, language) : [];
  const [role, locations, app] = lines;
  await getMailer().send({
    to,
    subject: t.subject,
    text: `${t.body}\n\n${url}\n${lines.length ? `\n${role}\n${locations}\n\n${app}\n` : ''}`,
    html:
      `<p>${escape(t.body)}</p><p><a href="${escape(url)}">${escape(url)}</a></p>` +
      (lines.length ? `<p>${escape(role)}<br>${escape(locations)}</p><p>${escape(app)}</p>` : ''),
  });
}
