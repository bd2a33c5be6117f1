import { EMAIL_TEXTS } from 'schemas/src/emailTexts';
import { EMAIL_KINDS } from './emailPreviewKinds';

describe('email texts in Presentation', () => {
  it('opens every email of its own in the site’s email preview', () => {
    // `common`, `waitlist` and `receipt` are shared parts, shown in several emails;
    // `screeningCopy` is the signed questionnaire's PDF, no email; `files` names attachments of
    // several emails, `staffAccount` is shared by the staff's enrolment emails.
    const shared = new Set([
      'common',
      'waitlist',
      'receipt',
      'screeningCopy',
      'files',
      'staffAccount',
    ]);
    // SMS texts (docs/sms.md) are no email.
    const own = EMAIL_TEXTS.filter((group) => !group.sms)
      .map((group) => group.email)
      .filter((email) => !shared.has(email));
    expect(own.filter((email) => !EMAIL_KINDS[email])).toEqual([]);
    expect(new Set(Object.values(EMAIL_KINDS)).size).toBe(Object.keys(EMAIL_KINDS).length);
  });
});
