/**
 * The email preview's sample (docs/preview.md): every email kind renders through the worker's
 * renderer in both languages with every {{placeholder}} filled from the sample booking.
 */
import { BUILT_IN_EMAIL_TEXTS } from '@/server/notify';
import { DEFAULT_SITE_SETTINGS, getLocations, getPackages, getServices } from '@/server/content';
import { EMAIL_KINDS } from '@/server/jobs/queues';
import { renderSampleEmail, sampleEmailData } from './sampleEmail';
import { sampleManagedBooking } from './sampleBooking';

describe('sample emails', () => {
  it.each(['de-ch', 'en-ch', 'de-de'] as const)(
    'render every kind in %s with no placeholder left',
    async (locale) => {
      const [packages, services, locations] = await Promise.all([
        getPackages(),
        getServices(),
        getLocations(),
      ]);
      const data = sampleEmailData(
        {
          packages,
          services,
          locations,
          settings: DEFAULT_SITE_SETTINGS,
          texts: BUILT_IN_EMAIL_TEXTS,
        },
        locale,
        new Date('2026-11-27T10:00:00Z'),
      );
      expect(data.checkupTitle).not.toBe('');
      expect(data.totalCents).toBeGreaterThan(0);
      for (const kind of EMAIL_KINDS) {
        const mail = renderSampleEmail(kind, data);
        expect(mail.subject.trim()).not.toBe('');
        expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(/\{\{\s*\w+\s*\}\}/);
        expect(mail.text).toContain('Maria');
      }
    },
  );

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
