/**
 * The state of the global error dialog: which error is shown and what happens on accept.
 * A tiny external store, so any component (or plain code after a failed call) can open the
 * dialog without sitting inside the overlays' component tree; one store per browser tab.
 */
export interface ErrorDialogOptions {
  /** A path (without locale) to go to when the visitor accepts; the current query is kept. */
  route?: string;
  /** Called whenever the dialog closes (accept, Escape, outside click). */
  onClose?: () => void;
}

export interface ShownError extends ErrorDialogOptions {
  errorId: string;
  /** Increases with every show, so the same id shown twice is still a new dialog. */
  seq: number;
}

export interface ErrorDialogStore {
  show(errorId: string, options?: ErrorDialogOptions): void;
  close(): ShownError | null;
  current(): ShownError | null;
  subscribe(listener: () => void): () => void;
}

export function createErrorDialogStore(): ErrorDialogStore {
  let shown: ShownError | null = null;
  let seq = 0;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());
  return {
    show(errorId, options = {}) {
      // A newer error replaces the one on screen: the latest failure is the one that matters.
      seq += 1;
      shown = { errorId, seq, ...options };
      notify();
    },
    close() {
      const closed = shown;
      if (!closed) return null;
      shown = null;
      notify();
      closed.onClose?.();
      return closed;
    },
    current: () => shown,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's store (browser tab); tests create their own through <ErrorDialogProvider store>. */
export const errorDialogStore = createErrorDialogStore();
