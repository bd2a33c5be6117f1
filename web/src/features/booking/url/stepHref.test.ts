import { INITIAL_BOOKING_STATE } from '../state/types';
import { stepHref } from './stepHref';

test('a step link carries the booking query, repeated services included', () => {
  expect(
    stepHref('/timeslot', {
      ...INITIAL_BOOKING_STATE,
      checkupSlug: 'whole_body_scan',
      services: ['dxa', 'lung_ct'],
      locationSlug: 'bern',
    }),
  ).toBe('/timeslot?checkup=whole_body_scan&services=dxa&services=lung_ct&location=bern');
});

test('an empty booking gives the bare path', () => {
  expect(stepHref('/check-up', INITIAL_BOOKING_STATE)).toBe('/check-up');
});
