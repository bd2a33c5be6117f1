import { ErrorDialog } from './ErrorDialog';
import { IdleDialog } from './IdleDialog';

/**
 * The overlays every screen has (SPEC 2): the error dialog and the idle dialog. Mounted
 * once in _app, inside BookingProvider and ToastProvider (the toast is foundation's).
 * `quiet`: an editor's preview (draft mode, Presentation) gets no visitor prompt
 * (docs/preview.md "Preview is quiet").
 */
export function GlobalOverlays({ quiet = false }: { quiet?: boolean }) {
  return (
    <>
      <ErrorDialog />
      {!quiet && <IdleDialog />}
    </>
  );
}
