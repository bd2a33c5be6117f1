import { ErrorDialog } from './ErrorDialog';
import { IdleDialog } from './IdleDialog';

/**
 * The overlays every screen has (SPEC 2): the error dialog and the idle dialog. Mounted
 * once in _app, inside BookingProvider and ToastProvider (the toast is foundation's).
 */
export function GlobalOverlays() {
  return (
    <>
      <ErrorDialog />
      <IdleDialog />
    </>
  );
}
