/**
 * Document badges fed by the booking site: "N upcoming bookings" on locations, check-ups and
 * services, and "Not shown on the site" (with the reason, e.g. German title missing) on any
 * document the site leaves out because it fails the site's model.
 */
import type { DocumentBadgeComponent } from 'sanity';
import { bookingsLabel, GUARD_TEXT, isGuardedType } from './guards';
import { useStudioLanguage } from './studioLanguage';
import { contentProblems, upcomingBookings } from './siteApi';
import { useSiteAnswer } from './useSiteAnswer';

export const UpcomingBookingsBadge: DocumentBadgeComponent = (props) => {
  const lang = useStudioLanguage();
  const guarded = isGuardedType(props.type);
  const answer = useSiteAnswer(guarded ? `${props.type}:${props.id}` : null, () =>
    upcomingBookings(props.type, props.id),
  );
  if (!guarded || answer.status !== 'ok' || answer.value === 0) return null;
  return {
    label: bookingsLabel(answer.value, lang),
    title: GUARD_TEXT[lang].bookingsTitle,
    color: 'primary',
  };
};

export const NotShownOnSiteBadge: DocumentBadgeComponent = (props) => {
  const lang = useStudioLanguage();
  const answer = useSiteAnswer(props.published ? props.id : null, () => contentProblems(props.id));
  if (answer.status !== 'ok' || answer.value.length === 0) return null;
  return {
    label: GUARD_TEXT[lang].notShown,
    title: answer.value.map((p) => p.summary).join('; '),
    color: 'danger',
  };
};
