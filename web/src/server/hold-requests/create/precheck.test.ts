/**
 * The create pipeline's safety pre-check (docs/screening.md "Pre-check") against the seed's
 * questionnaire: a "yes" to a pre-check question of the booking refuses it; "no", questions that
 * do not apply or no longer exist, and an unreadable questionnaire do not.
 */
import { getScreening, ScreeningUnavailableError, type Screening } from '@/server/content';
import { DomainError } from '@/server/domain-error';
import { checkPrecheck } from './precheck';

const BOOKING = { checkupSlug: 'whole_body_scan_with_blood_test', services: [] };
let screening: Screening;
beforeAll(async () => {
  screening = await getScreening();
});

async function refusal(p: Promise<void>): Promise<string> {
  try {
    await p;
    return 'none';
  } catch (err) {
    if (err instanceof DomainError) return err.id;
    throw err;
  }
}

describe('checkPrecheck', () => {
  it('refuses a yes to a pre-check question (a pacemaker), before anything is held', async () => {
    const answers = { pacemaker: 'yes', neurostimulator: 'no', cochlearImplant: 'no' } as const;
    expect(await refusal(checkPrecheck(answers, BOOKING, async () => screening))).toBe(
      'screening-precheck-stop',
    );
  });

  it('lets every no through, and no answers at all', async () => {
    const answers = { pacemaker: 'no', neurostimulator: 'no', cochlearImplant: 'no' } as const;
    expect(await refusal(checkPrecheck(answers, BOOKING, async () => screening))).toBe('none');
    expect(await refusal(checkPrecheck(undefined, BOOKING, async () => screening))).toBe('none');
    expect(await refusal(checkPrecheck({}, BOOKING, async () => screening))).toBe('none');
  });

  it('ignores a yes to a question that is not in the pre-check or no longer exists', async () => {
    // Claustrophobia is a question for review after booking, not a reason to refuse one.
    const answers = { claustrophobia: 'yes', retiredQuestion: 'yes', pacemaker: 'no' } as const;
    expect(await refusal(checkPrecheck(answers, BOOKING, async () => screening))).toBe('none');
  });

  it('never blocks a booking when the questionnaire cannot be read', async () => {
    const broken = async (): Promise<Screening> => {
      throw new ScreeningUnavailableError('invalid');
    };
    expect(await refusal(checkPrecheck({ pacemaker: 'yes' }, BOOKING, broken))).toBe('none');
  });
});
