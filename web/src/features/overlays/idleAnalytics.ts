/** The idle dialog's tag-manager events (SPEC 7). */
import type { BookingState } from '@/features/booking/state/types';

export type IdleDialogEvent =
  | 'checkout_popup_open'
  | 'checkout_popup_close'
  | 'checkout_popup_form_interaction'
  | 'checkout_popup_form_success';

export function trackIdleDialog(event: IdleDialogEvent, state: BookingState): void {
  if (typeof window === 'undefined') return;
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({
    event,
    checkup: state.checkupSlug,
    location: state.locationSlug ?? undefined,
  });
}
