import { useEffect, useState, type ComponentType } from 'react';
import { useShownError } from './useErrorDialog';
import { whenIdle } from './whenIdle';

type Overlays = {
  ErrorDialog: ComponentType;
  IdleDialog: ComponentType;
};

let loaded: Promise<Overlays> | null = null;
/** Both dialogs in one chunk (./overlays.ts), fetched once per tab. */
function loadOverlays(): Promise<Overlays> {
  loaded ??= import('./overlays');
  return loaded;
}

/**
 * The overlays every screen has (SPEC 2): the error dialog and the idle dialog. Mounted
 * once in _app, inside BookingProvider and ToastProvider (the toast is foundation's).
 * `quiet`: an editor's preview (draft mode, Presentation) gets no visitor prompt
 * (docs/preview.md "Preview is quiet").
 *
 * Neither is needed for a step's first paint, so both load once the browser is idle after
 * hydration, not as first-load JS (docs/performance.md): in place long before the idle
 * prompt's 15 s, and before an error can come (an offline visitor's network error must not
 * wait for a chunk). An error shown before that loads them at once.
 */
export function GlobalOverlays({ quiet = false }: { quiet?: boolean }) {
  const [overlays, setOverlays] = useState<Overlays | null>(null);
  const errorShown = useShownError() !== null;
  useEffect(() => {
    let current = true;
    const load = () =>
      void loadOverlays().then(
        (o) => current && setOverlays(o),
        // A failed chunk is tried again with the next error or page (a new GlobalOverlays).
        () => {
          loaded = null;
        },
      );
    const cancel = errorShown ? (load(), () => undefined) : whenIdle(load);
    return () => {
      current = false;
      cancel();
    };
  }, [errorShown]);
  if (!overlays) return null;
  const { ErrorDialog, IdleDialog } = overlays;
  return (
    <>
      <ErrorDialog />
      {!quiet && <IdleDialog />}
    </>
  );
}
