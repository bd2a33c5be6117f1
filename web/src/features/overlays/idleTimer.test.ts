import {
  afterClose,
  createIdleTimer,
  idleDialogAllowed,
  IDLE_TIMEOUT_MS,
  INITIAL_IDLE_MEMORY,
  readIdleMemory,
} from './idleTimer';
import { parseIdleContact } from './idleContact';

describe('createIdleTimer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fires once after 15 000 ms without activity', () => {
    const onIdle = jest.fn();
    const timer = createIdleTimer(onIdle);
    timer.start();
    jest.advanceTimersByTime(IDLE_TIMEOUT_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(IDLE_TIMEOUT_MS * 3);
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(timer.isRunning()).toBe(false);
  });

  it('restarts the countdown on activity', () => {
    const onIdle = jest.fn();
    const timer = createIdleTimer(onIdle);
    timer.start();
    jest.advanceTimersByTime(10_000);
    timer.activity();
    jest.advanceTimersByTime(10_000);
    expect(onIdle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(5_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('ignores activity once stopped or fired, and never fires after stop', () => {
    const onIdle = jest.fn();
    const timer = createIdleTimer(onIdle, 1000);
    timer.start();
    timer.stop();
    timer.activity();
    jest.advanceTimersByTime(5000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});

describe('idleDialogAllowed', () => {
  const base = {
    done: false,
    isProcessing: false,
    isReservationSuccess: false,
    isPaymentSuccess: false,
    otherDialogOpen: false,
  };
  it('allows the dialog only when nothing speaks against it', () => {
    expect(idleDialogAllowed(base)).toBe(true);
    for (const key of Object.keys(base) as (keyof typeof base)[]) {
      expect(idleDialogAllowed({ ...base, [key]: true })).toBe(false);
    }
  });
});

describe('afterClose', () => {
  it('ends the dialog at once by the close icon or after sending', () => {
    expect(afterClose(INITIAL_IDLE_MEMORY, 'close-icon').done).toBe(true);
    expect(afterClose(INITIAL_IDLE_MEMORY, 'sent').done).toBe(true);
  });
  it('ends it on the second click outside only', () => {
    const once = afterClose(INITIAL_IDLE_MEMORY, 'outside');
    expect(once).toEqual({ done: false, outsideClicks: 1 });
    expect(afterClose(once, 'outside')).toEqual({ done: true, outsideClicks: 2 });
  });
});

describe('readIdleMemory', () => {
  const storage = (value: string | null) => ({ getItem: () => value });
  it('falls back to a fresh memory for missing or broken entries', () => {
    expect(readIdleMemory(null)).toEqual(INITIAL_IDLE_MEMORY);
    expect(readIdleMemory(storage('{oops'))).toEqual(INITIAL_IDLE_MEMORY);
    expect(readIdleMemory(storage('{"done":"yes","outsideClicks":-3}'))).toEqual(
      INITIAL_IDLE_MEMORY,
    );
    expect(readIdleMemory(storage('{"done":true,"outsideClicks":1}'))).toEqual({
      done: true,
      outsideClicks: 1,
    });
  });
});

describe('parseIdleContact', () => {
  it.each([
    ['anna@example.ch', { email: 'anna@example.ch' }],
    ['  anna.muster@klinik.co.uk ', { email: 'anna.muster@klinik.co.uk' }],
    ['+41 44 123 45 67', { phoneNumber: '+41441234567' }],
    ['079/123.45.67', { phoneNumber: '0791234567' }],
    ['(044) 123-45-67', { phoneNumber: '0441234567' }],
  ])('accepts %s', (input, body) => {
    expect(parseIdleContact(input)).toEqual({ ok: true, body });
  });

  it.each([
    ['anna@example', 'email'],
    ['anna @example.ch', 'email'],
    ['anna', 'email'],
    ['@example.ch', 'email'],
    ['1234567', 'phone'],
    ['+1234567890123456', 'phone'],
    ['++41441234567', 'phone'],
    ['', 'phone'],
  ])('refuses %s as %s', (input, error) => {
    expect(parseIdleContact(input)).toEqual({ ok: false, error });
  });
});
