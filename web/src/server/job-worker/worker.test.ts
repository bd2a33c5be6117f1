/** The message queues' batch settlement (docs/operations.md): each job of a batch settles on its own. */
import { settleEach } from './worker';

describe('settleEach', () => {
  it('completes the jobs that went out and fails only the one that did not', async () => {
    const jobs = ['a', 'b', 'c'].map((id) => ({ id, data: id }));
    const results = await settleEach(jobs, async (job) => {
      if (job.data === 'b') throw new Error('550 mailbox unavailable');
    });
    expect(results).toEqual([
      { id: 'a', status: 'completed' },
      { id: 'b', status: 'failed', output: new Error('550 mailbox unavailable') },
      { id: 'c', status: 'completed' },
    ]);
  });

  it('runs the batch side by side, not one after another', async () => {
    let running = 0;
    let most = 0;
    await settleEach(
      Array.from({ length: 5 }, (_, i) => ({ id: String(i), data: i })),
      async () => {
        most = Math.max(most, ++running);
        await new Promise((resolve) => setTimeout(resolve, 20));
        running--;
      },
    );
    expect(most).toBe(5);
  });
});
