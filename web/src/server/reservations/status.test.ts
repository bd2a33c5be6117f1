import { RESERVATION_STATUSES } from '@/server/db/schema';
import { canTransition, effectiveStatus, isActive, isHoldExpired, TRANSITIONS } from './status';

const now = new Date('2026-12-01T10:00:00Z');
const later = new Date('2026-12-01T10:30:00Z');
const earlier = new Date('2026-12-01T09:30:00Z');

describe('reservation status transitions', () => {
  it.each([
    ['pending', 'confirmed', true],
    ['pending', 'expired', true],
    ['pending', 'cancelled', true],
    ['expired', 'confirmed', true],
    ['confirmed', 'cancelled', true],
    ['confirmed', 'pending', false],
    ['confirmed', 'expired', false],
    ['expired', 'pending', false],
    ['expired', 'cancelled', false],
    ['cancelled', 'confirmed', false],
    ['cancelled', 'pending', false],
  ] as const)('%s -> %s: %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });

  it('never returns to pending and never leaves cancelled', () => {
    for (const s of RESERVATION_STATUSES) expect(TRANSITIONS[s]).not.toContain('pending');
    expect(TRANSITIONS.cancelled).toEqual([]);
  });
});

describe('holds', () => {
  it('a pending hold is active until it expires', () => {
    expect(isActive({ status: 'pending', holdExpiresAt: later }, now)).toBe(true);
    expect(isActive({ status: 'pending', holdExpiresAt: earlier }, now)).toBe(false);
    expect(isActive({ status: 'pending', holdExpiresAt: now }, now)).toBe(false);
    expect(isHoldExpired({ status: 'pending', holdExpiresAt: earlier }, now)).toBe(true);
  });

  it('confirmed rows are active, expired and cancelled are not', () => {
    expect(isActive({ status: 'confirmed', holdExpiresAt: earlier }, now)).toBe(true);
    expect(isActive({ status: 'expired', holdExpiresAt: later }, now)).toBe(false);
    expect(isActive({ status: 'cancelled', holdExpiresAt: later }, now)).toBe(false);
  });

  it('reads an expired hold as expired', () => {
    expect(effectiveStatus({ status: 'pending', holdExpiresAt: earlier }, now)).toBe('expired');
    expect(effectiveStatus({ status: 'pending', holdExpiresAt: later }, now)).toBe('pending');
    expect(effectiveStatus({ status: 'confirmed', holdExpiresAt: earlier }, now)).toBe('confirmed');
  });
});
