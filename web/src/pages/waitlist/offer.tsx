import { titledPage } from '@/features/layout/titledPage';
import { WaitlistOffer } from '@/features/waitlist/WaitlistOffer';
import { waitlistStaticProps } from '@/features/waitlist/waitlistPage.server';

/**
 * /{locale}/waitlist/offer?token=…: the offer email's link: the held slot opens on the summary
 * step. Opening the page changes nothing on the server (docs/waitlist.md).
 */
export const getStaticProps = waitlistStaticProps('/waitlist/offer');

export default titledPage({ title: ['waitlist', 'offer.pageTitle'], noIndex: true }, WaitlistOffer);
