/**
 * The signed MRI safety questionnaire and consent as an A4 PDF (docs/screening.md "The signed
 * copy"), for the patient and the clinic file: printed from the stored copy only (the questions
 * as asked, the answers, the consent texts agreed to), in the language variant signed in, with
 * the receipts' pdf-lib writer and embedded font (server/receipts/pdf.ts).
 */
import { DateTime } from 'luxon';
import type { ScreeningResponseRow } from '@/server/db/schema';
import type { ScreeningConsentRecord } from '@/server/db/screening-type';
import type { EmailTexts } from '@/server/notify/emailTexts';
import { newPdf } from '@/server/receipts/pdf';
import { ZONE } from '@/shared/zone';
import { textIn } from './model';

export type ScreeningPdfFacts = {
  reference: string;
  clinicName: string;
  person: { firstName: string; lastName: string; birthDate: string | null };
  start: Date;
  checkupTitle: string;
  response: Pick<ScreeningResponseRow, 'questions' | 'answers' | 'questionnaireRev'> & {
    consent: ScreeningConsentRecord;
  };
};

const stamp = (at: Date | string, format: string) =>
  (typeof at === 'string' ? DateTime.fromISO(at) : DateTime.fromJSDate(at))
    .setZone(ZONE)
    .toFormat(format);

export async function renderScreeningPdf(
  facts: ScreeningPdfFacts,
  texts: EmailTexts,
  now: Date,
): Promise<Uint8Array> {
  const { consent, questions, answers } = facts.response;
  const variant = consent.variant;
  const t = (key: string, values: Record<string, string> = {}) =>
    texts.text('screeningCopy', key, variant, values);
  const w = await newPdf({
    title: `${t('title')} ${facts.reference}`,
    language: variant === 'en' ? 'en-GB' : variant === 'de_DE' ? 'de-DE' : 'de-CH',
    producer: facts.clinicName,
    now,
  });

  w.line(facts.clinicName, { size: 14, bold: true });
  w.gap(8);
  w.line(`${t('title')} ${facts.reference}`, { size: 16, bold: true });
  w.line(t('version', { version: facts.response.questionnaireRev }), { size: 8 });
  w.gap(8);
  const person = `${facts.person.firstName} ${facts.person.lastName}`;
  const born = facts.person.birthDate
    ? ` (${DateTime.fromISO(facts.person.birthDate).toFormat('dd.LL.yyyy')})`
    : '';
  w.field(t('patient'), `${person}${born}`, 170);
  w.field(
    t('appointment'),
    `${stamp(facts.start, 'dd.LL.yyyy HH:mm')} · ${facts.checkupTitle}`,
    170,
  );
  w.gap(6);
  w.rule();

  w.line(t('answers'), { size: 12, bold: true });
  let section = '';
  for (const q of questions) {
    if (q.section.key !== section) {
      section = q.section.key;
      w.gap(4);
      w.line(textIn(q.section.title, variant), { bold: true });
    }
    const a = answers[q.key];
    const value =
      a === undefined
        ? '–'
        : typeof a.value === 'number'
          ? `${a.value} ${q.unit ?? ''}`.trim()
          : t(a.value);
    w.line(`${textIn(q.text, variant)}  →  ${value}`);
    if (a?.detail) w.line(`${t('detail')}: ${a.detail}`, { size: 9 });
  }
  w.gap(6);
  w.rule();

  w.line(t('consents'), { size: 12, bold: true });
  for (const c of consent.consents) {
    w.gap(4);
    w.line(textIn(c.title, variant), { bold: true });
    for (const paragraph of textIn(c.body, variant).split(/\n\s*\n/)) {
      w.line(paragraph.replace(/\s*\n\s*/g, ' '), { size: 9 });
      w.gap(3);
    }
    if (c.choice && c.choiceYes && c.choiceNo) {
      const chosen = consent.incidentalFindings === 'yes' ? c.choiceYes : c.choiceNo;
      w.line(`${t('choice')}: ${textIn(chosen, variant)}`);
    } else w.line(`${t('agreed')}: ✓`);
  }
  w.gap(6);
  w.rule();
  w.field(t('signedBy'), consent.fullName, 200);
  w.field(t('signedOn'), DateTime.fromISO(consent.signedOn).toFormat('dd.LL.yyyy'), 200);
  w.field(t('signedAt'), stamp(consent.signedAt, 'dd.LL.yyyy HH:mm'), 200);
  return w.doc.save();
}
