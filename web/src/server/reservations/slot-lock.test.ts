/** Turns of creates per location-day (slot-lock.ts), without a database. */
import { takeTurn } from './slot-lock';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('takeTurn', () => {
  it('runs the creates of one location-day one at a time, in arrival order', async () => {
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const attempt = (name: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
      running -= 1;
      return name;
    };
    const results = await Promise.all(
      ['a', 'b', 'c'].map((n, i) => takeTurn('loc/day', `slot-${i}`, attempt(n))),
    );
    expect(results).toEqual(['a', 'b', 'c']);
    expect(most).toBe(1);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('lets other location-days run at the same time', async () => {
    let running = 0;
    let most = 0;
    const attempt = async () => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      running -= 1;
      return true;
    };
    await Promise.all([
      takeTurn('loc/1', 's', attempt),
      takeTurn('loc/2', 's', attempt),
      takeTurn('other/1', 's', attempt),
    ]);
    expect(most).toBe(3);
  });

  it('answers the waiting creates of a slot found full without running them', async () => {
    let runs = 0;
    const full = async () => {
      runs += 1;
      await tick();
      return null;
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => takeTurn('loc/full', 'slot', full)),
    );
    expect(answers.every((a) => a === null)).toBe(true);
    expect(runs).toBe(1);
  });

  it('runs a create that arrives after the slot was found full (it may have been freed since)', async () => {
    let runs = 0;
    const attempt = async (answer: string | null) => {
      runs += 1;
      await tick();
      return answer;
    };
    // The queue stays busy (a long create for another slot), so the memo is still there.
    const long = takeTurn('loc/again', 'other', async () => {
      await new Promise((r) => setTimeout(r, 60));
      return 'other';
    });
    const first = takeTurn('loc/again', 'slot', () => attempt(null));
    await first; // `first` has found the slot full (a fixed sleep raced it on a loaded host)
    const later = takeTurn('loc/again', 'slot', () => attempt('freed'));
    expect(await Promise.all([long, first, later])).toEqual(['other', null, 'freed']);
    expect(runs).toBe(2);
  });

  it('other slots of the same day still run after one is found full', async () => {
    const ran: string[] = [];
    const attempt = (slot: string, answer: string | null) => async () => {
      ran.push(slot);
      await tick();
      return answer;
    };
    const answers = await Promise.all([
      takeTurn('loc/mixed', 'a', attempt('a', null)),
      takeTurn('loc/mixed', 'a', attempt('a', 'never')),
      takeTurn('loc/mixed', 'b', attempt('b', 'b-held')),
    ]);
    expect(answers).toEqual([null, null, 'b-held']);
    expect(ran).toEqual(['a', 'b']);
  });

  it('a failing create releases the turn', async () => {
    const failing = takeTurn('loc/fail', 's', async () => {
      throw new Error('boom');
    });
    await expect(failing).rejects.toThrow('boom');
    await expect(takeTurn('loc/fail', 's', async () => 'next')).resolves.toBe('next');
  });
});
