// The two dialogs GlobalOverlays loads together: one dynamic import makes one chunk, so the
// modal they share is fetched and evaluated once (two imports made two chunks, each with a copy).
export { ErrorDialog } from './ErrorDialog';
export { IdleDialog } from './IdleDialog';
