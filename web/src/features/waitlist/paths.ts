/** The waitlist API paths (docs/waitlist.md): apart from the contracts (zod) so pages do not pull in zod. */
export const WAITLIST_PATHS = {
  join: '/api/waitlist/join',
  confirm: '/api/waitlist/confirm',
  leave: '/api/waitlist/leave',
  offer: '/api/waitlist/offer',
  accept: '/api/waitlist/accept',
  earlierSlot: '/api/booking/earlier-slot',
  staff: '/api/staff/waitlist',
} as const;
