/** Desk pages render without the visitor's booking shell (_app; docs/staff-desk.md). */
export function isStaffPath(pathname: string): boolean {
  return pathname === '/staff' || pathname.startsWith('/staff/');
}
