import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import {
  errorDialogStore,
  type ErrorDialogOptions,
  type ErrorDialogStore,
  type ShownError,
} from './errorDialogStore';

const ErrorDialogContext = createContext<ErrorDialogStore>(errorDialogStore);

/** Only needed to give a subtree its own store (tests); the app uses the default one. */
export function ErrorDialogProvider({
  store,
  children,
}: {
  store: ErrorDialogStore;
  children: ReactNode;
}) {
  return <ErrorDialogContext.Provider value={store}>{children}</ErrorDialogContext.Provider>;
}

export function useErrorDialogStore(): ErrorDialogStore {
  return useContext(ErrorDialogContext);
}

export interface ErrorDialogApi {
  /** Opens the error dialog for a catalogue id (SPEC 8), e.g. `show(error.id)` after a failed call. */
  show(errorId: string, options?: ErrorDialogOptions): void;
}

export function useErrorDialog(): ErrorDialogApi {
  const store = useErrorDialogStore();
  return useMemo(() => ({ show: (errorId, options) => store.show(errorId, options) }), [store]);
}

/** The error on screen, or null. */
export function useShownError(): ShownError | null {
  const store = useErrorDialogStore();
  return useSyncExternalStore(store.subscribe, store.current, () => null);
}
