/**
 * The idle timer of the idle dialog (SPEC 4, 9): fires once after IDLE_TIMEOUT_MS without a
 * click, key press or scroll. Plain timers, no React, so the rule is tested with fake timers.
 */
export const IDLE_TIMEOUT_MS = 15_000;

/** What counts as activity (SPEC 4: click, key or scroll). */
export const IDLE_ACTIVITY_EVENTS = ['click', 'keydown', 'scroll'] as const;

export interface IdleTimer {
  /** Starts (or restarts) the countdown. */
  start(): void;
  /** Activity: restarts a running countdown; ignored when stopped or already fired. */
  activity(): void;
  stop(): void;
  isRunning(): boolean;
}

export function createIdleTimer(
  onIdle: () => void,
  timeoutMs: number = IDLE_TIMEOUT_MS,
): IdleTimer {
  let handle: ReturnType<typeof setTimeout> | null = null;
  const clear = () => {
    if (handle !== null) clearTimeout(handle);
    handle = null;
  };
  const start = () => {
    clear();
    handle = setTimeout(() => {
      handle = null;
      onIdle();
    }, timeoutMs);
  };
  return {
    start,
    activity() {
      if (handle !== null) start();
    },
    stop: clear,
    isRunning: () => handle !== null,
  };
}

/** The facts that decide whether the idle dialog may open at all (SPEC 4). */
export interface IdleConditions {
  /** Closed by the visitor, or the contact form was sent. */
  done: boolean;
  isProcessing: boolean;
  isReservationSuccess: boolean;
  isPaymentSuccess: boolean;
  /** Another dialog is on screen (the error dialog): never stack the idle dialog on it. */
  otherDialogOpen: boolean;
}

export function idleDialogAllowed(c: IdleConditions): boolean {
  return (
    !c.done &&
    !c.isProcessing &&
    !c.isReservationSuccess &&
    !c.isPaymentSuccess &&
    !c.otherDialogOpen
  );
}

/** What the visitor did with the dialog, kept for the session (sessionStorage). */
export interface IdleDialogMemory {
  done: boolean;
  outsideClicks: number;
}

export const INITIAL_IDLE_MEMORY: IdleDialogMemory = { done: false, outsideClicks: 0 };

/**
 * SPEC 4: the close icon ends the dialog for the session; a click outside closes it, and
 * the second such click (the visitor dismissed it twice) ends it too.
 */
export function afterClose(
  memory: IdleDialogMemory,
  how: 'close-icon' | 'outside' | 'sent',
): IdleDialogMemory {
  if (how === 'outside') {
    const outsideClicks = memory.outsideClicks + 1;
    return { outsideClicks, done: memory.done || outsideClicks >= 2 };
  }
  return { ...memory, done: true };
}

const STORAGE_KEY = 'idle-dialog';

export function readIdleMemory(storage: Pick<Storage, 'getItem'> | null): IdleDialogMemory {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return INITIAL_IDLE_MEMORY;
    const parsed = JSON.parse(raw) as Partial<IdleDialogMemory>;
    return {
      done: parsed.done === true,
      outsideClicks:
        typeof parsed.outsideClicks === 'number' && parsed.outsideClicks >= 0
          ? parsed.outsideClicks
          : 0,
    };
  } catch {
    return INITIAL_IDLE_MEMORY;
  }
}

export function writeIdleMemory(
  storage: Pick<Storage, 'setItem'> | null,
  memory: IdleDialogMemory,
): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(memory));
  } catch {
    // Private mode / full storage: the dialog then just forgets between pages.
  }
}
