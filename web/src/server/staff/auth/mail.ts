/**
 * Emails of staff sign-in: the enrolment link of an invite and the sign-in link, in the staff
 * member's language, through the project's mailer (SMTP, else the .data/outbox folder).
 */
import { getMailer } from '@/server/notify/mailer';
import { ENROLMENT_HOURS, SIGN_IN_LINK_MINUTES } from './policy';

type Language = 'en' | 'de';

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

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function sendStaffLink(
  kind: 'enrol' | 'signIn',
  to: string,
  language: Language,
  url: string,
): Promise<void> {
  const t = TEXT[kind][language];
  await getMailer().send({
    to,
    subject: t.subject,
    text: `${t.body}\n\n${url}\n`,
    html: `<p>${escape(t.body)}</p><p><a href="${escape(url)}">${escape(url)}</a></p>`,
  });
}
