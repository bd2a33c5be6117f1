import { log } from '@/server/log';
import { withRetry } from './retry';

describe('withRetry', () => {
  afterEach(() => jest.restoreAllMocks());

  it('retries, then reports failure without the address a mail server put in its error', async () => {
    const warn = jest.spyOn(log, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(log, 'error').mockImplementation(() => undefined);
    const task = jest.fn(async () => {
      throw new Error('550 5.1.1 <Anna.Muster@example.com>: Recipient address rejected');
    });
    expect(await withRetry('email-booking-confirmation', task, { baseDelayMs: 1 })).toBe(false);
    expect(task).toHaveBeenCalledTimes(3);
    const logged = JSON.stringify([...warn.mock.calls, ...error.mock.calls]);
    expect(logged).toContain('email-booking-confirmation-failed');
    expect(logged).toContain('Recipient address rejected');
    expect(logged).not.toContain('example.com');
  });
});
