/**
 * Sanity's Visual Editing for the Pages Router, in draft mode only (loaded lazily by _app, so
 * published pages never download it; docs/preview.md). Inside Studio's Presentation it outlines
 * every text that carries an edit target (stega, server/content/stega.ts) and opens its field on
 * click; when a draft changes it reloads the page's props (router.replace), so edits show while
 * the editor types.
 */
import { VisualEditing } from '@sanity/visual-editing/next-pages-router';

export default function DraftVisualEditing() {
  // Above the site's own overlays and dialogs.
  return <VisualEditing zIndex={1000} />;
}
