/** Which `returnTo` the sign-in page follows (docs/staff-desk.md "Recovery"): desk paths only. */
import { safeReturnTo } from './returnTo';

it.each([
  '/en-ch/staff',
  '/de-ch/staff/',
  '/en-de/staff?date=2030-03-04',
  '/de-de/staff/search',
  '/en-ch/staff/waitlist?location=location.bern',
  '/de-ch/staff/day-sheet?date=2030-03-04&location=location.zurich_bellevue',
])('follows %s', (path) => expect(safeReturnTo(path)).toBe(path));

it.each([
  undefined,
  ['/en-ch/staff'],
  '',
  '/staff',
  '/fr-ch/staff',
  '/en-ch/staffing',
  '/en-ch/booking',
  'https://evil.example/en-ch/staff',
  '//evil.example/en-ch/staff',
  '/\\evil.example/en-ch/staff',
  '/en-ch/staff/../../evil',
  '/en-ch/staff//evil.example',
  '/en-ch/staff/sign-in',
  '/en-ch/staff/enrol?token=x',
  '/en-ch/staff#x',
  '/en-ch/staff?next=<script>',
  `/en-ch/staff?${'a'.repeat(300)}`,
])('ignores %p', (value) => expect(safeReturnTo(value)).toBeNull());
