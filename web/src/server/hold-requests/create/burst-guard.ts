/**
 * Create step 4, the burst guard (server/holds, docs/architecture.md): while a location has far
 * more new holds than usual, each further hold needs a solved proof-of-work. A location already
 * in a burst is refused before the turn; otherwise the decision is made again under the
 * location's burst lock inside the hold's transaction, so concurrent creates cannot all pass a
 * count read before any of them inserted (docs/operations.md). Server-side callers (the staff desk)
 * have no guard: only the per-email cap applies to them.
 */
import { DomainError } from '@/server/domain-error';
import { log } from '@/server/log';
import { challengeLevel, verifyHoldSolution } from '@/server/holds';
import type { BurstState } from '@/server/holds/burst';
import { HOLD_CHALLENGE_INVALID, HOLD_CHALLENGE_REQUIRED } from '@/contracts/error-ids';

/** The create route's guard: the client's digest (caps per client) and its solution, if any. */
export type HoldGuard = { clientHash: string; challenge?: string };

type Verify = typeof verifyHoldSolution;

export class BurstGuard {
  /** The verified solution's signature, spent in the hold's transaction; null outside a burst. */
  private signature: string | null = null;

  constructor(
    private readonly guard: HoldGuard | undefined,
    private readonly locationSlug: string,
    private readonly verify: Verify = verifyHoldSolution,
  ) {}

  /** Whether this create is guarded (the create route's), so the burst is counted at all. */
  get guarded(): boolean {
    return this.guard !== undefined;
  }

  /** This hold is one of a burst: staff hear of the burst once, not of each hold. */
  get inBurst(): boolean {
    return this.signature !== null;
  }

  get solution(): string | null {
    return this.signature;
  }

  /** Before the turn: the first look's burst counts (null when unguarded). */
  async beforeTurn(burst: BurstState | null): Promise<void> {
    if (burst?.inBurst) this.signature = await this.requireSolution(burst);
  }

  /** Under the burst lock: counted again, unless a solution was already verified. */
  async underLock(readBurst: () => Promise<BurstState>): Promise<void> {
    if (!this.guard || this.signature !== null) return;
    const burst = await readBurst();
    if (burst.inBurst) this.signature = await this.requireSolution(burst);
  }

  /** 428 without a solution, 403 for a wrong one; the signature to spend otherwise. */
  private async requireSolution(burst: BurstState): Promise<string> {
    if (!this.guard?.challenge) {
      log.info('reserve-rejected', {
        reason: HOLD_CHALLENGE_REQUIRED,
        location: this.locationSlug,
      });
      throw new DomainError('challenge-required', HOLD_CHALLENGE_REQUIRED);
    }
    // One level below today's is accepted: the burst may have grown while it was solved.
    const signature = await this.verify(this.guard.challenge, {
      location: this.locationSlug,
      minLevel: challengeLevel(burst) - 1,
    });
    if (!signature) throw new DomainError('challenge-invalid', HOLD_CHALLENGE_INVALID);
    return signature;
  }
}
