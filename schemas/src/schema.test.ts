import { schemaTypes, SINGLETON_IDS, SINGLETON_TYPES, SITE_SETTINGS_ID } from './index';
import { createDatasetClient, type SanityDocumentLike } from './testing/datasetClient';
import { compileSchema, schemaErrors } from './testing/compileSchema';
import { loadSeed } from './testing/seed';
import { validateDocument, type Problem } from './testing/validateDocument';
import { findDuplicates } from './lib/unique';
import { addonBookableNowhere, checkupBookableNowhere } from './lib/bookable';

const schema = compileSchema(schemaTypes);
const seed = loadSeed();
const documentTypes = schemaTypes.filter((t) => t.type === 'document').map((t) => t.name);

function check(
  dataset: readonly SanityDocumentLike[],
  doc: SanityDocumentLike,
): Promise<Problem[]> {
  return validateDocument(
    {
      schema,
      client: createDatasetClient(dataset),
      documents: new Map(dataset.map((d) => [d._id, d])),
    },
    doc,
  );
}

/** Validates a changed copy of a seed document inside the seed dataset (replacing the original). */
async function problemsAfter(
  id: string,
  change: (doc: SanityDocumentLike) => void,
): Promise<Problem[]> {
  const original = seed.find((d) => d._id === id);
  if (!original) throw new Error(`no seed document ${id}`);
  const copy = structuredClone(original);
  change(copy);
  return check([...seed.filter((d) => d._id !== id), copy], copy);
}

const paths = (problems: Problem[]) => problems.map((p) => p.path);

describe('schema', () => {
  it('compiles without schema errors', () => {
    expect(schemaErrors(schemaTypes)).toEqual([]);
    for (const name of [
      ...documentTypes,
      'openingInterval',
      'uiTextEntry',
      'emailTextEntry',
      'screeningSection',
      'screeningQuestion',
      'screeningConsent',
    ])
      expect(schema.get(name)).toBeDefined();
  });

  it('has the document types of the content model', () => {
    expect(documentTypes.sort()).toEqual(
      [
        'checkupPackage',
        'discountCode',
        'emailText',
        'errorMessage',
        'glossaryTerm',
        'location',
        'pageMeta',
        'redirect',
        'screeningQuestionnaire',
        'service',
        'siteSettings',
        'tag',
        'uiText',
      ].sort(),
    );
  });

  it('reports a broken schema (the check itself can fail)', () => {
    const broken = [
      { name: 'broken', type: 'document', fields: [{ name: 'x', type: 'doesNotExist' }] },
    ];
    expect(schemaErrors(broken as never).length).toBeGreaterThan(0);
  });
});

describe('seed dataset', () => {
  it('uses only known document types and unique ids', () => {
    for (const doc of seed) expect(documentTypes).toContain(doc._type);
    expect(findDuplicates(seed.map((d) => d._id))).toEqual([]);
  });

  it.each(seed.map((d) => [d._id, d] as const))('%s passes every schema rule', async (_id, doc) => {
    expect(await check(seed, doc)).toEqual([]);
  });

  it('has unique slugs per type, codes (case-insensitive) and error ids', () => {
    for (const type of ['checkupPackage', 'service', 'location']) {
      const slugs = seed
        .filter((d) => d._type === type)
        .map((d) => (d.slug as { current: string }).current);
      expect(findDuplicates(slugs)).toEqual([]);
    }
    const codes = seed.filter((d) => d._type === 'discountCode').map((d) => d.code as string);
    expect(findDuplicates(codes, { caseInsensitive: true })).toEqual([]);
    const errorIds = seed.filter((d) => d._type === 'errorMessage').map((d) => d.errorId as string);
    expect(findDuplicates(errorIds)).toEqual([]);
  });

  it('holds each singleton once, under its fixed id', () => {
    expect(SINGLETON_IDS.siteSettings).toBe(SITE_SETTINGS_ID);
    expect(SINGLETON_IDS.screeningQuestionnaire).toBe('screeningQuestionnaire');
    for (const type of SINGLETON_TYPES) {
      const docs = seed.filter((d) => d._type === type);
      expect([type, docs.map((d) => d._id)]).toEqual([type, [SINGLETON_IDS[type]]]);
    }
  });

  it('covers the error catalogue of the spec', () => {
    const byId = new Map(
      seed.filter((d) => d._type === 'errorMessage').map((d) => [d.errorId as string, d]),
    );
    const userFacing: Record<string, string> = {
      'partner-reservation-email-not-allowed':
        'Your email address and the email address of your partner must not be the same due to data privacy reasons.',
      'partner-reservation-not-partner-booking': 'Reservation is not a partner booking',
      'partner-reservation-not-found': 'Reservation not found',
      'error-stripe-payment': 'Payment failed. Please try again.',
      'payment-failed-or-canceled-by-user': 'Payment failed. Please try again.',
      'discount-code-invalid': 'Invalid discount code',
      'unpaid-reservation-already-confirmed': 'Reservation already confirmed',
      'unpaid-email-does-not-match': 'Email does not match',
      'unpaid-missing-reservation-id-or-email': 'Missing reservation ID or email',
      'salesforce-reservation-failed': 'Reservation failed. Please try again.',
      'reserve-timeslot-error-other': 'Reservation failed. Please try again.',
      'error-confirming-reservation-from-app': 'Reservation failed. Please try again.',
      // Its own words (docs/spec.md §8): retrying cannot work, another time must be chosen.
      'reserve-timeslot-error-already-booked':
        'This time was just taken by someone else. Please choose another time.',
      'error-in-wallee-lightbox-initialization':
        'An error occurred during the initialization of the payment lightbox.',
    };
    for (const [id, en] of Object.entries(userFacing)) {
      expect(byId.get(id)).toMatchObject({ messageToUser_en: en, internalOnly: false });
      expect(byId.get(id)?.messageToUser_de).toEqual(expect.stringMatching(/\S/));
    }
    const internal = [
      'unpaid-reservation-not-found',
      'error-fetching-timeslots',
      'check-timeslot-occupation-error',
      'check-timeslot-occupation-timeslot-occupied',
      'cancel-reservation-error',
      'cancel-reservation-success',
      'confirm-reservation-success',
      'error-confirming-reservation-from-serverless',
    ];
    for (const id of internal) expect(byId.get(id)).toMatchObject({ internalOnly: true });
    for (const id of [
      'reserve-timeslot-success',
      'reserve-timeslot-success-with-downpayment',
      'payment-confirmation',
      'payment-downpayment-pending',
    ]) {
      expect(byId.has(id)).toBe(true);
    }
  });

  // Swiss German (ss, never ß) in every German text; Germany German, in the
  // optional <name>_de_DE / text_de_DE beside it, writes ß and its own terms.
  const textsBy = (germany: boolean) => {
    const out: string[] = [];
    const walk = (node: unknown, key = ''): void => {
      if (typeof node === 'string') {
        if (key.endsWith('_de_DE') === germany) out.push(node);
      } else if (Array.isArray(node)) node.forEach((item) => walk(item, key));
      else if (node && typeof node === 'object')
        for (const [k, v] of Object.entries(node)) walk(v, k);
    };
    walk(seed);
    return out;
  };

  it('writes Swiss German (ss, never ß) outside the Germany-German texts', () => {
    expect(textsBy(false).filter((t) => t.includes('ß'))).toEqual([]);
  });

  it('writes Germany German where it has a text: ß, Reservierung, MRT', () => {
    const germany = textsBy(true);
    expect(germany.length).toBeGreaterThan(0);
    expect(
      germany.filter((t) => /Strasse|schliess|gemäss|Grüsse|\bReservation|\bMRI\b/i.test(t)),
    ).toEqual([]);
    expect(germany.join(' ')).toEqual(expect.stringContaining('Straße'));
    expect(germany.join(' ')).toEqual(expect.stringContaining('MRT'));
  });
});

describe('Germany German beside every German text (docs/manage-booking.md)', () => {
  it('offers an optional <name>_de_DE right after each localized <name>_de, with its description', async () => {
    for (const type of schemaTypes.filter((t) => t.type === 'document')) {
      const names = (
        (type as { fields?: { name: string; description?: string }[] }).fields ?? []
      ).map((f) => f.name);
      for (const [i, name] of names.entries()) {
        if (!name.endsWith('_de') || !names.includes(`${name.slice(0, -3)}_en`)) continue;
        if (/Url_de$/.test(name)) continue; // links, not texts
        expect([type.name, names[i + 1]]).toEqual([type.name, `${name}_DE`]);
      }
    }
    const field = (
      schemaTypes.find((t) => t.name === 'service') as {
        fields: { name: string; description?: string }[];
      }
    ).fields.find((f) => f.name === 'title_de_DE');
    expect(field?.description).toBe('Germany German; empty = the Swiss German text');
    // Optional: a document without it is valid.
    expect(await problemsAfter('service.whole_body_mri', (d) => delete d.title_de_DE)).toEqual([]);
  });

  it('checks the placeholders of a Germany-German email text like the others', async () => {
    const problems = await problemsAfter('emailText.paymentLink', (d) => {
      const entries = d.entries as { key: string; text_de_DE?: string }[];
      entries.find((e) => e.key === 'subject')!.text_de_DE = 'Zahlung abschließen';
    });
    expect(paths(problems).some((p) => p.endsWith('text_de_DE'))).toBe(true);
  });

  it('refuses an SMS text that does not fit one SMS once filled in (docs/sms.md)', async () => {
    type Entry = { key: string; text_en?: string; text_de?: string };
    const set = (field: 'text_en' | 'text_de', text: string) => (d: SanityDocumentLike) => {
      (d.entries as Entry[]).find((e) => e.key === 'text')![field] = text;
    };
    expect(await problemsAfter('emailText.smsReminder', () => {})).toEqual([]);
    const tooLong = await problemsAfter(
      'emailText.smsReminder',
      set('text_en', `Reminder {{date}}: {{link}} ${'Please come 10 minutes early. '.repeat(3)}`),
    );
    expect(tooLong.map((p) => p.message).join()).toMatch(/Longer than one SMS/);
    // A typographic apostrophe makes it UCS-2: 70 characters only.
    const curly = await problemsAfter(
      'emailText.smsReminder',
      set('text_de', 'Ihr Check-up ist am {{date}} – Link: {{link}}'),
    );
    expect(curly.map((p) => p.message).join()).toMatch(/“–” is outside the SMS alphabet/);
    expect(
      await problemsAfter(
        'emailText.smsReminder',
        set('text_de', 'Ihr Check-up ist am {{date}} - Link: {{link}}'),
      ),
    ).toEqual([]);
  });
});

describe('validation rejects broken content', () => {
  it('a missing German title', async () => {
    expect(
      paths(await problemsAfter('checkupPackage.whole_body_scan', (d) => delete d.title_de)),
    ).toContain('title_de');
  });

  it('a blank German title', async () => {
    expect(paths(await problemsAfter('service.dxa', (d) => (d.title_de = '   ')))).toContain(
      'title_de',
    );
  });

  it('one half of an optional pair (description without German)', async () => {
    expect(paths(await problemsAfter('service.dxa', (d) => delete d.modal_text_de))).toContain(
      'modal_text_de',
    );
  });

  it('a negative price', async () => {
    expect(paths(await problemsAfter('service.blood_test', (d) => (d.price = -1)))).toContain(
      'price',
    );
    expect(
      paths(await problemsAfter('checkupPackage.whole_body_scan', (d) => (d.priceTwoPerson = -5))),
    ).toContain('priceTwoPerson');
  });

  it('a bookable service without a price', async () => {
    expect(paths(await problemsAfter('service.lung_ct', (d) => delete d.price))).toContain(
      'durationMinutes',
    );
  });

  it('a bad GTM id', async () => {
    expect(paths(await problemsAfter('siteSettings', (d) => (d.gtmId = 'gtm-abc')))).toContain(
      'gtmId',
    );
    expect(await problemsAfter('siteSettings', (d) => (d.gtmId = 'GTM-AB12CD3'))).toEqual([]);
  });

  it('booking policy: Settings needs its values and a clinic contact, a check-up may leave them empty', async () => {
    expect(paths(await problemsAfter('siteSettings', (d) => delete d.maxReschedules))).toContain(
      'maxReschedules',
    );
    expect(
      paths(await problemsAfter('siteSettings', (d) => (d.freeCancellationUntilHours = -1))),
    ).toContain('freeCancellationUntilHours');
    expect(
      paths(await problemsAfter('siteSettings', (d) => (d.clinicEmail = 'info at clinic'))),
    ).toContain('clinicEmail');
    expect(paths(await problemsAfter('siteSettings', (d) => delete d.clinicName))).toContain(
      'clinicName',
    );
    expect(
      await problemsAfter(
        'checkupPackage.whole_body_scan',
        (d) => (d.freeCancellationUntilHours = 72),
      ),
    ).toEqual([]);
    expect(
      paths(await problemsAfter('checkupPackage.whole_body_scan', (d) => (d.maxReschedules = 1.5))),
    ).toContain('maxReschedules');
    expect(
      paths(await problemsAfter('checkupPackage.whole_body_scan', (d) => delete d.preparation_de)),
    ).toContain('preparation_de');
  });

  it('legal links: every terms, privacy and imprint URL is required in both languages and must be https', async () => {
    for (const name of ['termsUrl', 'privacyUrl', 'imprintUrl']) {
      for (const language of ['en', 'de']) {
        const field = `${name}_${language}`;
        expect(paths(await problemsAfter('siteSettings', (d) => delete d[field]))).toContain(field);
        expect(
          paths(await problemsAfter('siteSettings', (d) => (d[field] = 'www.example.ch/terms'))),
        ).toContain(field);
        expect(
          paths(await problemsAfter('siteSettings', (d) => (d[field] = 'http://example.ch/x'))),
        ).toContain(field);
      }
    }
    expect(
      await problemsAfter(
        'siteSettings',
        (d) => (d.privacyUrl_de = 'https://example.ch/datenschutz'),
      ),
    ).toEqual([]);
  });

  it('email texts: an unknown or a missing required placeholder blocks publishing, an empty text does not', async () => {
    type Entry = { key: string; text_en?: string; text_de?: string };
    const edit =
      (id: string, key: string, change: (e: Entry) => void) => (d: SanityDocumentLike) => {
        change((d.entries as Entry[]).find((e) => e.key === key)!);
      };
    const subject = (d: SanityDocumentLike) =>
      (d.entries as Entry[]).findIndex((e) => e.key === 'subject');
    const confirmation = seed.find((d) => d._id === 'emailText.confirmation')!;
    const at = `entries[${subject(confirmation)}]`;
    // A typo, and a placeholder of another email (no booker in the confirmation).
    expect(
      paths(
        await problemsAfter(
          'emailText.confirmation',
          edit('', 'subject', (e) => (e.text_en = 'Booked ({{refrence}})')),
        ),
      ),
    ).toContain(`${at}.text_en`);
    expect(
      paths(
        await problemsAfter(
          'emailText.confirmation',
          edit('', 'subject', (e) => (e.text_de = '{{booker}} ({{reference}})')),
        ),
      ),
    ).toContain(`${at}.text_de`);
    // The reference is required in the subject.
    expect(
      paths(
        await problemsAfter(
          'emailText.confirmation',
          edit('', 'subject', (e) => (e.text_en = 'Your check-up is booked')),
        ),
      ),
    ).toContain(`${at}.text_en`);
    expect(
      paths(
        await problemsAfter(
          'emailText.confirmation',
          edit('', 'subject', (e) => (e.text_en = 'Booked {{reference}')),
        ),
      ),
    ).toContain(`${at}.text_en`);
    // Common placeholders are allowed anywhere; an empty text falls back to the built-in one (a warning).
    expect(
      await problemsAfter(
        'emailText.confirmation',
        edit('', 'subject', (e) => (e.text_en = '{{name}}, booked for {{date}} ({{reference}})')),
      ),
    ).toEqual([]);
    expect(
      await problemsAfter(
        'emailText.confirmation',
        edit('', 'intro', (e) => delete e.text_de),
      ),
    ).toEqual([]);
    // The partner's texts need the booker's name.
    const balance = (
      seed.find((d) => d._id === 'emailText.partnerInvitation')!.entries as Entry[]
    ).findIndex((e) => e.key === 'balanceDue');
    expect(
      paths(
        await problemsAfter(
          'emailText.partnerInvitation',
          edit('', 'balanceDue', (e) => (e.text_de = 'Noch offen: {{balance}}')),
        ),
      ),
    ).toContain(`entries[${balance}].text_de`);
  });

  it('overlapping, inverted and out-of-hours opening intervals', async () => {
    const extra = (weekday: number, from: string, to: string) => (d: SanityDocumentLike) =>
      (d.openingHours as unknown[]).push({
        _type: 'openingInterval',
        _key: 'extra',
        weekday,
        from,
        to,
      });
    expect(paths(await problemsAfter('location.bern', extra(1, '17:00', '19:00')))).toContain(
      'openingHours',
    );
    expect(paths(await problemsAfter('location.bern', extra(7, '12:00', '10:00')))).toContain(
      'openingHours[5]',
    );
    expect(paths(await problemsAfter('location.bern', extra(7, '07:00', '10:00')))).toContain(
      'openingHours[5]',
    );
    expect(paths(await problemsAfter('location.bern', extra(7, '9:00', '10:00')))).toContain(
      'openingHours[5].from',
    );
    expect(paths(await problemsAfter('location.bern', extra(8, '09:00', '10:00')))).toContain(
      'openingHours[5].weekday',
    );
    expect(await problemsAfter('location.bern', extra(7, '10:00', '12:00'))).toEqual([]);
  });

  it('a location without rooms or with duplicate rooms', async () => {
    const room = (key: string, label: string) => ({
      _type: 'room',
      _key: `${key}-${label}`,
      key,
      label,
    });
    expect(paths(await problemsAfter('location.bern', (d) => (d.rooms = [])))).toContain('rooms');
    expect(
      paths(
        await problemsAfter(
          'location.bern',
          (d) => (d.rooms = [room('brn-mri-1', 'A'), room('brn-mri-1', 'B')]),
        ),
      ),
    ).toContain('rooms');
    expect(
      paths(await problemsAfter('location.bern', (d) => (d.rooms = [room('Bad Key', 'A')]))),
    ).toContain('rooms[0].key');
    expect(
      await problemsAfter('location.bern', (d) => (d.rooms = [room('brn-mri-1', 'Renamed room')])),
    ).toEqual([]);
  });

  it('a closure that is not a real date', async () => {
    expect(
      paths(await problemsAfter('location.bern', (d) => (d.closures = ['2026-02-30']))),
    ).toContain('closures[0]');
  });

  it('a reference to a missing document or to the wrong type', async () => {
    const ref = (id: string) => ({ _type: 'reference', _ref: id, _key: 'x' });
    expect(
      paths(await problemsAfter('service.dxa', (d) => (d.tags = [ref('tag.nope')]))),
    ).toContain('tags[0]');
    expect(
      paths(await problemsAfter('service.dxa', (d) => (d.tags = [ref('service.blood_test')]))),
    ).toContain('tags[0]');
  });

  it('a service both included and offered as add-on', async () => {
    const problems = await problemsAfter('checkupPackage.whole_body_scan', (d) =>
      (d.availableAdditionalServices as unknown[]).push({
        _type: 'reference',
        _ref: 'service.dxa',
        _key: 'dxa',
      }),
    );
    expect(paths(problems)).toContain('availableAdditionalServices');
  });

  it('a duplicate slug in the dataset', async () => {
    const copy = {
      ...structuredClone(seed.find((d) => d._id === 'location.bern')!),
      _id: 'location.bern_copy',
    };
    expect(paths(await check([...seed, copy], copy))).toContain('slug');
  });

  it('a slug that is not lower-case snake case', async () => {
    expect(
      paths(
        await problemsAfter(
          'location.bern',
          (d) => (d.slug = { _type: 'slug', current: 'Bern-City' }),
        ),
      ),
    ).toContain('slug');
  });

  it('a discount code that differs only in case from another', async () => {
    const copy = {
      ...structuredClone(seed.find((d) => d._id === 'discountCode.welcome10')!),
      _id: 'discountCode.w',
      code: 'welcome10',
    };
    expect(paths(await check([...seed, copy], copy))).toContain('code');
  });

  it('a percentage above 100 and an inverted validity range', async () => {
    expect(paths(await problemsAfter('discountCode.welcome10', (d) => (d.value = 150)))).toContain(
      'value',
    );
    expect(
      paths(
        await problemsAfter('discountCode.summer2025', (d) => {
          d.validFrom = '2025-10-01T00:00:00.000Z';
        }),
      ),
    ).toContain('validUntil');
  });

  it('a duplicate error id and a user-facing message without German', async () => {
    const copy = {
      ...structuredClone(seed.find((d) => d._id === 'errorMessage.discount-code-invalid')!),
      _id: 'errorMessage.x',
    };
    expect(paths(await check([...seed, copy], copy))).toContain('errorId');
    expect(
      paths(
        await problemsAfter('errorMessage.discount-code-invalid', (d) => delete d.messageToUser_de),
      ),
    ).toContain('messageToUser_de');
  });

  it('redirects to http, from a relative path, or to themselves', async () => {
    expect(
      paths(await problemsAfter('redirect.en-ch-offer', (d) => (d.to = 'http://example.com/'))),
    ).toContain('to');
    expect(
      paths(await problemsAfter('redirect.en-ch-offer', (d) => (d.from = 'en-ch/offer'))),
    ).toContain('from');
    expect(
      paths(await problemsAfter('redirect.en-ch-offer', (d) => (d.to = '/en-ch/offer'))),
    ).toContain('(document)');
    expect(
      await problemsAfter('redirect.en-ch-offer', (d) => (d.to = 'https://example.com/offer')),
    ).toEqual([]);
  });

  it('unknown fields, values outside option lists and missing array keys', async () => {
    expect(paths(await problemsAfter('tag.popular', (d) => (d.colour = 'brand')))).toContain(
      'colour',
    );
    expect(paths(await problemsAfter('tag.popular', (d) => (d.color = 'pink')))).toContain('color');
    expect(
      paths(
        await problemsAfter('service.dxa', (d) => delete (d.tags as { _key?: string }[])[0]._key),
      ),
    ).toContain('tags[0]');
  });
});

describe('list previews', () => {
  const prepare = (typeName: string, doc: Record<string, unknown>) => {
    const type = schemaTypes.find((t) => t.name === typeName) as {
      preview?: { prepare?: (v: Record<string, unknown>) => { title?: string; subtitle?: string } };
    };
    return type.preview!.prepare!(doc);
  };

  it('show price, duration and missing translations', () => {
    const pkg = seed.find((d) => d._id === 'checkupPackage.whole_body_scan_with_blood_test')!;
    expect(prepare('checkupPackage', pkg)).toEqual({
      title: 'Full-body Check-up',
      subtitle: 'CHF 2490 · 90 min',
    });
    expect(prepare('checkupPackage', { ...pkg, title_de: '' }).subtitle).toBe(
      'CHF 2490 · 90 min · DE missing',
    );
    const apo = seed.find((d) => d._id === 'service.apo_e4_test')!;
    expect(prepare('service', { ...apo, description_en: undefined }).subtitle).toBe(
      'not bookable · EN missing',
    );
  });
});

describe('bookable-nowhere warnings (the site catalogue rule, in Studio)', () => {
  const client = () => createDatasetClient(seed);
  const doc = (id: string) => seed.find((d) => d._id === id)!;

  it('a check-up that no open location can offer is warned about', async () => {
    expect(
      await checkupBookableNowhere(doc('checkupPackage.whole_body_scan') as never, client()),
    ).toBe(true);
    const lungCheckup = {
      ...doc('checkupPackage.whole_body_scan'),
      includedServices: [{ _type: 'reference', _ref: 'service.lung_ct', _key: 'l' }],
    };
    const warning = await checkupBookableNowhere(lungCheckup as never, client());
    expect(warning).toMatchObject({ 'en-US': expect.stringMatching(/^Bookable nowhere/) });
    expect(warning).toMatchObject({ 'de-DE': expect.stringMatching(/^Nirgends buchbar/) });
  });

  it('an add-on no location offers with its check-up is warned about; DEXA is not', async () => {
    expect(await addonBookableNowhere(doc('service.lung_ct'), client())).toMatchObject({
      'en-US': expect.stringMatching(/^Bookable nowhere/),
    });
    expect(await addonBookableNowhere(doc('service.dxa'), client())).toBe(true);
    // Included-only services (not an add-on anywhere) get no warning.
    expect(await addonBookableNowhere(doc('service.whole_body_mri'), client())).toBe(true);
  });
});
