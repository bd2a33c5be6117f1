/**
 * The email preview's sample (docs/preview.md): every email kind renders through the worker's
 * renderer in both languages with every {{placeholder}} filled from the sample booking; beside
 * it, the email's texts in their order, each marked with its Studio field, while the email
 * itself stays as the worker renders it.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { vercelStegaDecode } from '@vercel/stega';
import { emailTextsFrom } from '@/server/notify';
import { getEmailTexts, getLocations, getPackages, getServices } from '@/server/content';
import type { EmailText } from '@/server/content/model';
import { createStegaEncoder } from '@/server/content/stega';
import { EMAIL_KINDS, WAITLIST_EMAIL_KINDS } from '@/server/jobs/queues';
import type { Locale } from '@/i18n/locales';
import { stegaClean } from '@/lib/stegaClean';
import { EmailTextList } from '@/features/preview/EmailTextList';
import { renderSampleEmail, renderSampleEmailWithTexts, shownText } from './sampleEmail';
import { sampleManagedBooking } from './sampleBooking';
import {
  STAFF_PREVIEW_KINDS,
  STAFF_VARIANTS,
  variantsOf,
  type StaffVariant,
} from '@/shared/previewVariants';
import { seedSample } from './__fixtures__/sample';

const STEGA = /[\u200b\u200c\u200d\ufeff]{4,}/;
const STUDIO = 'https://studio.example.ch';
const NOW = new Date('2026-11-27T10:00:00Z');
const NOW_ICS = '20261127T100000Z';

describe('sample emails', () => {
  it.each(['de-ch', 'en-ch', 'de-de'] as const)(
    'render every kind in %s with no placeholder left',
    async (locale) => {
      const data = await seedSample(locale, NOW);
      expect(data.checkupTitle).not.toBe('');
      expect(data.totalCents).toBeGreaterThan(0);
      for (const kind of EMAIL_KINDS) {
        const mail = renderSampleEmail(kind, data);
        expect(mail.subject.trim()).not.toBe('');
        expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(/\{\{\s*\w+\s*\}\}/);
        expect(mail.text).toContain('Maria');
      }
      // The waitlist's emails too, each its own (never the booking confirmation in its place).
      const subjects = new Set(EMAIL_KINDS.map((kind) => renderSampleEmail(kind, data).subject));
      for (const kind of WAITLIST_EMAIL_KINDS) {
        const mail = renderSampleEmail(kind, data);
        expect(mail.subject.trim()).not.toBe('');
        expect(subjects.has(mail.subject)).toBe(false);
        subjects.add(mail.subject);
        expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(/\{\{\s*\w+\s*\}\}/);
        expect(mail.text).toContain(data.locationTitle);
      }
    },
  );

  it('the balance-paid sample owes nothing: paid is the total, no amount left', async () => {
    const data = await seedSample('de-ch', NOW);
    expect(data.balanceCents).toBeGreaterThan(0);
    const { text } = renderSampleEmail('balance-paid', data);
    const amount = (label: string) => text.match(new RegExp(`^${label}: (.+)$`, 'm'))?.[1];
    expect(amount('Bezahlt')).toBe(amount('Total'));
    expect(text).not.toMatch(/Restbetrag vor Ort|Offen: CHF/);
  });

  it('the manage sample is made of content, deposit paid, no real reference', async () => {
    const [packages, services, locations] = await Promise.all([
      getPackages(),
      getServices(),
      getLocations(),
    ]);
    const sample = sampleManagedBooking(
      { packages, services, locations, depositFrancs: 300 },
      'de',
      new Date('2026-11-27T10:00:00Z'),
    )!;
    expect(sample.reference).toBe('PREVIEW-SAMPLE');
    expect(sample.checkup.title).toBe(packages[0].title_de);
    expect(sample.amounts.paidCents).toBe(30_000);
    expect(sample.amounts.balanceCents).toBe(sample.amounts.totalCents - 30_000);
    expect(
      sampleManagedBooking({ packages: [], services, locations, depositFrancs: 300 }, 'de'),
    ).toBeNull();
  });
});

describe('the texts of a sample email (click targets of the email preview)', () => {
  async function sample(locale: Locale, docs?: EmailText[]) {
    const emailTexts = docs ?? (await getEmailTexts());
    const data = await seedSample(locale, NOW, emailTextsFrom(emailTexts));
    return { data, docs: emailTexts, encode: await createStegaEncoder(STUDIO) };
  }
  const pathOf = (text: string) => {
    const href = vercelStegaDecode<{ href: string }>(text)?.href;
    return href ? decodeURIComponent(new URL(href).pathname) : null;
  };

  it('lists every email text in the order the email shows it, each marked with its field', async () => {
    const { data, docs, encode } = await sample('de-ch');
    const { mail, texts } = renderSampleEmailWithTexts('booking-confirmation', data, docs, encode);
    const ids = texts.map((t) => t.id);
    // Sender, subject, heading, greeting, the body's labels and paragraphs, the button, the footer.
    expect(ids.slice(0, 5)).toEqual([
      'common.senderName',
      'confirmation.subject',
      'confirmation.heading',
      'common.greeting',
      'confirmation.intro',
    ]);
    expect(ids.indexOf('common.checkup')).toBeGreaterThan(ids.indexOf('common.location'));
    expect(ids.indexOf('common.manage')).toBeGreaterThan(ids.indexOf('confirmation.termsFree'));
    // The footer ends the body; the calendar file's name (files.calendar) is listed under it.
    expect(ids.at(-2)).toBe('common.footerWhy');
    expect(ids.at(-1)).toBe('files.calendar');
    expect(new Set(ids).size).toBe(ids.length);
    // As the email has them (placeholders filled), with the field of the entry in Studio.
    const subject = texts.find((t) => t.id === 'confirmation.subject')!;
    expect(stegaClean(subject.text)).toBe(mail.subject);
    expect(subject.label).toBe('Booking confirmation · subject');
    expect(pathOf(subject.text)).toBe(
      '/intent/edit/mode=presentation;id=emailText.confirmation;type=emailText;path=entries[_key=="subject"].text_de',
    );
    for (const t of texts) {
      expect(pathOf(t.text)).toMatch(/;type=emailText;path=entries\[_key=="[^"]+"\]\.text_de$/);
      expect(shownText(mail)).toContain(stegaClean(t.text));
    }
  });

  it("lists a waitlist offer's texts from its own Studio group", async () => {
    const { data, docs, encode } = await sample('de-ch');
    const { mail, texts } = renderSampleEmailWithTexts('waitlist-offer', data, docs, encode);
    const ids = texts.map((t) => t.id);
    expect(ids.some((id) => id.startsWith('waitlistOffer.'))).toBe(true);
    expect(ids.some((id) => id.startsWith('confirmation.'))).toBe(false);
    const subject = texts.find((t) => stegaClean(t.text) === mail.subject);
    expect(subject?.id).toMatch(/^waitlistOffer\./);
  });

  it('leaves the email as the worker renders it: no marks in subject, HTML or text', async () => {
    const { data, docs, encode } = await sample('en-ch');
    let stamped = 0;
    for (const kind of EMAIL_KINDS) {
      const { mail, texts } = renderSampleEmailWithTexts(kind, data, docs, encode);
      // The same email as without the list (but for the payment link's token, new each time:
      // a random IV). The .ics is stamped with the sample's instant, not the wall clock, so the
      // two renders agree even when a second turns between them.
      const untokened = (m: object) => JSON.stringify(m).replace(/token=v2\.[\w-]+/g, 'token=…');
      expect(untokened(mail)).toBe(untokened(renderSampleEmail(kind, data)));
      const ics = mail.attachments?.find((a) => a.filename.endsWith('.ics'));
      if (ics) expect(String(ics.content)).toContain(`DTSTAMP:${NOW_ICS}`);
      stamped += ics ? 1 : 0;
      expect(STEGA.test(`${mail.fromName}${mail.subject}${mail.html}${mail.text}`)).toBe(false);
      expect(texts.length).toBeGreaterThan(5);
      expect(texts.every((t) => STEGA.test(t.text))).toBe(true);
      // Each listed text is one the reader sees.
      for (const t of texts) expect(shownText(mail)).toContain(stegaClean(t.text));
    }
    expect(stamped).toBeGreaterThan(0);
    // Without an encoder (not in draft preview) the list is plain.
    const plain = renderSampleEmailWithTexts('reminder', data, docs, null);
    expect(plain.texts.some((t) => STEGA.test(t.text))).toBe(false);
  });

  it.each(['en-ch', 'de-ch'] as const)(
    'the staff messages in %s: every staff text shown is listed, marked with its field',
    async (locale) => {
      const { data, docs, encode } = await sample(locale);
      const column = locale === 'en-ch' ? 'text_en' : 'text_de';
      for (const kind of STAFF_PREVIEW_KINDS) {
        for (const variant of [undefined, ...variantsOf(kind)] as (StaffVariant | undefined)[]) {
          const { mail, texts } = renderSampleEmailWithTexts(kind, data, docs, encode, variant);
          expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(/\{\{\s*\w+\s*\}\}/);
          expect(STEGA.test(`${mail.subject}${mail.html}${mail.text}`)).toBe(false);
          expect(texts.length).toBeGreaterThanOrEqual(2);
          for (const t of texts) {
            expect(shownText(mail)).toContain(stegaClean(t.text));
            expect(pathOf(t.text)).toMatch(new RegExp(`\\.${column}$`));
          }
          const ids = texts.map((t) => t.id);
          if (kind === 'staff-channel') {
            // Every event, reason and fact of the channel shows, so each text is a click target.
            const channel = docs.find((d) => d.email === 'staffChannel')!;
            expect(ids.filter((id) => id.startsWith('staffChannel.')).sort()).toEqual(
              channel.entries.map((e) => `staffChannel.${e.key}`).sort(),
            );
          } else {
            const group = { 'staff-enrol': 'staffEnrol', 'staff-reset': 'staffReset' }[
              kind as 'staff-enrol'
            ];
            expect(ids).toEqual(
              expect.arrayContaining([
                `${group ?? 'staffSignIn'}.subject`,
                `${group ?? 'staffSignIn'}.body`,
              ]),
            );
            if (group)
              expect(ids).toEqual(
                expect.arrayContaining(['staffAccount.role', 'staffAccount.app']),
              );
          }
        }
      }
      // Each role's enrolment names its role and its kind of locations.
      const roles = STAFF_VARIANTS['staff-enrol'].flatMap((v) =>
        renderSampleEmailWithTexts('staff-enrol', data, docs, null, v).texts.map((t) => t.id),
      );
      for (const key of ['roleAdmin', 'roleClinical', 'roleReception', 'roleViewer', 'all', 'none'])
        expect(roles).toContain(`staffAccount.${key}`);
    },
  );

  it('de-de opens the Germany-German field where the text has one, else the Swiss German one', async () => {
    const { data, docs, encode } = await sample('de-de');
    const { texts } = renderSampleEmailWithTexts('booking-confirmation', data, docs, encode);
    const text = (id: string) => texts.find((t) => t.id === id)!.text;
    expect(stegaClean(text('common.total'))).toBe('Gesamt');
    expect(pathOf(text('common.total'))).toMatch(/path=entries\[_key=="total"\]\.text_de_DE$/);
    expect(pathOf(text('common.paid'))).toMatch(/path=entries\[_key=="paid"\]\.text_de$/);
  });

  it('keeps markup in a Studio text as words: escaped in the email, text in the list', async () => {
    const published = await getEmailTexts();
    const docs = published.map((doc) =>
      doc.email === 'confirmation'
        ? {
            ...doc,
            entries: doc.entries.map((e) =>
              e.key === 'heading' ? { ...e, text_de: '<img src=x onerror=alert(1)> Gebucht' } : e,
            ),
          }
        : doc,
    );
    const { data, encode } = await sample('de-ch', docs);
    const { mail, texts } = renderSampleEmailWithTexts('booking-confirmation', data, docs, encode);
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; Gebucht');
    expect(mail.html).not.toContain('<img');
    const list = renderToStaticMarkup(<EmailTextList texts={texts} title="Texte" note="" />);
    expect(list).toContain('&lt;img src=x onerror=alert(1)&gt; Gebucht');
    expect(list).not.toContain('<img');
  });

  it('a text Studio has no entry for is listed unmarked', async () => {
    const { data, encode } = await sample('de-ch', []);
    const { texts } = renderSampleEmailWithTexts('booking-confirmation', data, [], encode);
    expect(texts.length).toBeGreaterThan(5);
    expect(texts.some((t) => STEGA.test(t.text))).toBe(false);
  });
});
