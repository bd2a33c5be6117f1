import { planReminders, reminderKey, reminderKeys, reminderStillDue } from './plan';

const START = new Date('2026-06-10T08:00:00Z');
const hoursBefore = (h: number) => new Date(START.getTime() - h * 3_600_000);
const base = { reservationId: 'r-1', start: START, revision: 0 };
const ONE = { reminderHoursBefore: 48, secondReminderHoursBefore: null };
const TWO = { reminderHoursBefore: 48, secondReminderHoursBefore: 2 };

describe('planReminders', () => {
  it('one reminder 48 h before, by default', () => {
    expect(planReminders({ ...base, settings: ONE, now: hoursBefore(200) })).toEqual([
      {
        kind: 'first',
        runAt: hoursBefore(48),
        key: 'email:reminder:r-1:0:first',
        data: {
          kind: 'reminder',
          reminder: 'first',
          reservationId: 'r-1',
          revision: 0,
          startsAt: START.toISOString(),
        },
      },
    ]);
  });

  it('a second reminder when Settings enables it', () => {
    const plan = planReminders({ ...base, settings: TWO, now: hoursBefore(200) });
    expect(plan.map((p) => [p.kind, p.runAt])).toEqual([
      ['first', hoursBefore(48)],
      ['second', hoursBefore(2)],
    ]);
  });

  it('booked at short notice: the first goes out at once, the second still at its time', () => {
    const now = hoursBefore(20);
    expect(planReminders({ ...base, settings: TWO, now }).map((p) => [p.kind, p.runAt])).toEqual([
      ['first', now],
      ['second', hoursBefore(2)],
    ]);
  });

  it('both overdue: one email, not two at once; too close: none', () => {
    expect(
      planReminders({ ...base, settings: TWO, now: hoursBefore(1) }).map((p) => p.kind),
    ).toEqual(['first']);
    expect(planReminders({ ...base, settings: TWO, now: hoursBefore(0.25) })).toEqual([]);
  });

  it('a reschedule plans under new keys (the revision), so old and new never collide', () => {
    const before = planReminders({ ...base, settings: ONE, now: hoursBefore(200) });
    const moved = planReminders({
      ...base,
      start: new Date(START.getTime() + 72 * 3_600_000),
      revision: 1,
      settings: ONE,
      now: hoursBefore(200),
    });
    expect(moved[0].key).toBe('email:reminder:r-1:1:first');
    expect(moved[0].key).not.toBe(before[0].key);
    expect(moved[0].runAt).toEqual(hoursBefore(48 - 72));
    expect(reminderKeys('r-1', 0)).toEqual([
      reminderKey('r-1', 0, 'first'),
      reminderKey('r-1', 0, 'second'),
    ]);
    expect(reminderKeys('r-1', 0)).toContain(before[0].key);
  });

  it('ignores a "second" reminder set earlier than the first', () => {
    expect(
      planReminders({
        ...base,
        settings: { reminderHoursBefore: 24, secondReminderHoursBefore: 48 },
        now: hoursBefore(200),
      }).map((p) => p.kind),
    ).toEqual(['first']);
  });
});

describe('reminderStillDue', () => {
  const job = planReminders({ ...base, settings: ONE, now: hoursBefore(200) })[0].data;
  const row = { status: 'confirmed', startsAt: START, rescheduleCount: 0 };
  it.each`
    case                           | reservation                                                   | now                | due
    ${'unchanged'}                 | ${row}                                                        | ${hoursBefore(48)} | ${true}
    ${'cancelled'}                 | ${{ ...row, status: 'cancelled' }}                            | ${hoursBefore(48)} | ${false}
    ${'moved (revision 1)'}        | ${{ ...row, rescheduleCount: 1, startsAt: hoursBefore(-24) }} | ${hoursBefore(48)} | ${false}
    ${'same revision, other time'} | ${{ ...row, startsAt: hoursBefore(-1) }}                      | ${hoursBefore(48)} | ${false}
    ${'appointment passed'}        | ${row}                                                        | ${hoursBefore(-1)} | ${false}
  `('$case -> $due', ({ reservation, now, due }) => {
    expect(reminderStillDue(job, reservation, now)).toBe(due);
  });
});
