import { titledPage } from '@/features/layout/titledPage';
import { WaitlistLinkAction } from '@/features/waitlist/WaitlistLinkAction';
import { waitlistStaticProps } from '@/features/waitlist/waitlistPage.server';

/**
 * /{locale}/waitlist/confirm?token=…: the double opt-in link of the waitlist's confirmation
 * email: its button confirms. Opening the page changes nothing on the server (docs/waitlist.md).
 */
export const getStaticProps = waitlistStaticProps('/waitlist/confirm');

export default titledPage({ title: ['waitlist', 'confirm.pageTitle'], noIndex: true }, () => (
  <WaitlistLinkAction action="confirm" />
));
