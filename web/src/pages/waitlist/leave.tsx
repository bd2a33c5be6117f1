import { titledPage } from '@/features/layout/titledPage';
import { WaitlistLinkAction } from '@/features/waitlist/WaitlistLinkAction';
import { waitlistStaticProps } from '@/features/waitlist/waitlistPage.server';

/**
 * /{locale}/waitlist/leave?token=…: the leave link of every waitlist email: one button ends the
 * entry. Opening the page changes nothing on the server (docs/waitlist.md).
 */
export const getStaticProps = waitlistStaticProps('/waitlist/leave');

export default titledPage({ title: ['waitlist', 'leave.pageTitle'], noIndex: true }, () => (
  <WaitlistLinkAction action="leave" />
));
