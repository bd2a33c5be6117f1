import { getLocations, getServices } from '@/server/content';
import { buildLocationCards, mapLink, unsupportedChosen } from './locationCards';

describe('buildLocationCards (seed content)', () => {
  it('gives the four locations with discount and unsupported add-ons by title', async () => {
    const cards = buildLocationCards(await getLocations(), await getServices(), 'en');
    expect(cards.map((c) => c.slug).sort()).toEqual([
      'basel_rheinfelden',
      'basel_zentral',
      'bern',
      'zurich_bellevue',
    ]);
    expect(cards.find((c) => c.slug === 'basel_rheinfelden')!.discountAmount).toBe(250);
    expect(cards.find((c) => c.slug === 'bern')!.discountAmount).toBeNull();
    const zurich = cards.find((c) => c.slug === 'zurich_bellevue')!;
    expect(zurich.unsupported.map((u) => u.slug).sort()).toEqual([
      'apo_e4_test',
      'blood_extended',
      'brain_age',
      'lung_ct',
    ]);
    expect(zurich.unsupported.every((u) => u.title !== u.slug)).toBe(true);
    expect(cards.find((c) => c.slug === 'bern')!.unsupported.map((u) => u.slug)).toContain('dxa');
  });
});

describe('unsupportedChosen', () => {
  const card = {
    unsupported: [
      { slug: 'dxa', title: 'Bone scan' },
      { slug: 'lung_ct', title: 'Lung CT' },
    ],
  };
  it('names the chosen add-ons the location cannot perform', () => {
    expect(unsupportedChosen(card, ['dxa', 'brain_age'])).toEqual([
      { slug: 'dxa', title: 'Bone scan' },
    ]);
    expect(unsupportedChosen(card, [])).toEqual([]);
  });
});

describe('mapLink', () => {
  it('links to OpenStreetMap at the centre', () => {
    expect(mapLink({ lat: 47.366667, lng: 8.545 })).toBe(
      'https://www.openstreetmap.org/?mlat=47.36667&mlon=8.54500#map=17/47.36667/8.54500',
    );
  });
});
