import { dayQuerySchema } from './staff-day';
import { deskDate } from './staff';

describe('deskDate', () => {
  it('takes a real yyyy-MM-dd date', () => {
    expect(deskDate.safeParse('2031-03-12').success).toBe(true);
    expect(deskDate.safeParse('2032-02-29').success).toBe(true);
  });

  it('refuses anything else without throwing (a 400, never a 500)', () => {
    for (const bad of ['tomorrow', '2031-02-30', '2031-3-12', '', '2031-03-12T00:00'])
      expect(deskDate.safeParse(bad).success).toBe(false);
    expect(dayQuerySchema.safeParse({ date: 'tomorrow' }).success).toBe(false);
  });
});
