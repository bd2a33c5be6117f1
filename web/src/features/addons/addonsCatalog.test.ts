import { getLocations, getPackages, getServices } from '@/server/content';
import { buildAddonsCatalog } from './addonsCatalog';

describe('buildAddonsCatalog (seed content)', () => {
  it('lists included services and add-ons of each package in the language', async () => {
    const catalog = buildAddonsCatalog(await getPackages(), await getServices(), 'de');
    const basic = catalog.find((p) => p.slug === 'whole_body_scan_with_blood_test')!;
    expect(basic.included.map((i) => i.slug)).toEqual(
      expect.arrayContaining([
        'whole_body_mri',
        'blood_test',
        'private_post_scan_call',
        'medical_report',
        'aeon_app',
      ]),
    );
    expect(basic.addons.map((a) => a.slug)).toEqual(
      expect.arrayContaining(['dxa', 'blood_extended', 'brain_age', 'lung_ct', 'apo_e4_test']),
    );
    const dxa = basic.addons.find((a) => a.slug === 'dxa')!;
    expect(dxa).toMatchObject({
      price: 250,
      durationMinutes: 65,
      bookable: true,
      highlighted: true,
    });
    expect(dxa.tags).toEqual([
      expect.objectContaining({ color: expect.any(String), title: expect.any(String) }),
    ]);
    expect(basic.addons.find((a) => a.slug === 'apo_e4_test')).toMatchObject({
      bookable: false,
      price: null,
    });
    expect(basic.addons.find((a) => a.slug === 'brain_age')).toMatchObject({
      price: 190,
      durationMinutes: 20,
    });

    // The Plus package includes the bone scan, so it is no add-on there.
    const plus = catalog.find((p) => p.slug === 'whole_body_scan')!;
    expect(plus.included.map((i) => i.slug)).toContain('dxa');
    expect(plus.addons.map((a) => a.slug)).not.toContain('dxa');
  });
});

describe('buildAddonsCatalog with the catalogue rule (shared/offering.ts)', () => {
  it('marks add-ons that no location offers with the check-up as not offered, not bookable', async () => {
    const catalog = buildAddonsCatalog(
      await getPackages(),
      await getServices(),
      'en',
      await getLocations(),
    );
    const basic = catalog.find((p) => p.slug === 'whole_body_scan_with_blood_test')!;
    const state = (slug: string) => {
      const a = basic.addons.find((x) => x.slug === slug)!;
      return { bookable: a.bookable, notOffered: a.notOffered };
    };
    // No seed location performs these (SPEC 3): never with an Add box.
    for (const slug of ['blood_extended', 'brain_age', 'lung_ct'])
      expect(state(slug)).toEqual({ bookable: false, notOffered: true });
    // Zurich offers DEXA with the basic check-up.
    expect(state('dxa')).toEqual({ bookable: true, notOffered: false });
  });
});
