/**
 * Document badges fed by the booking site: "N upcoming bookings" on locations, check-ups and
 * services, and "Not shown on the site" (with the reason, e.g. German title missing) on any
 * document the site leaves out because it fails the site's model; "Bookings in rooms no longer
 * listed" on a location whose live bookings sit in rooms it no longer names; "Example:
 * radiologist review needed" on the safety questionnaire while it is the site's example.
 */
import type { DocumentBadgeComponent } from 'sanity';
import { bookingsLabel, GUARD_TEXT, isGuardedType, isUnreviewedExample } from './guards';
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
  const left = answer.status === 'ok' ? answer.value.filter((p) => !p.kind) : [];
  if (left.length === 0) return null;
  return {
    label: GUARD_TEXT[lang].notShown,
    title: left.map((p) => p.summary).join('; '),
    color: 'danger',
  };
};

/**
 * A location whose live bookings sit in rooms it no longer names (rooms renamed or removed
 * outside Studio; each still occupies one of its rooms): the site names them (docs/operations.md).
 */
export const UnnamedRoomBookingsBadge: DocumentBadgeComponent = (props) => {
  const lang = useStudioLanguage();
  const located = props.type === 'location' && props.published;
  const answer = useSiteAnswer(located ? `rooms:${props.id}` : null, () =>
    contentProblems(props.id),
  );
  const found =
    answer.status === 'ok' ? answer.value.filter((p) => p.kind === 'unnamed-room-bookings') : [];
  if (found.length === 0) return null;
  return {
    label: GUARD_TEXT[lang].unnamedRooms,
    title: found.map((p) => p.summary).join('; '),
    color: 'warning',
  };
};

/**
 * The MRI safety questionnaire while it is the site's example (docs/screening.md "Example
 * content"): shown in the document's header until the radiologist's review unticks it.
 */
export const ExampleQuestionnaireBadge: DocumentBadgeComponent = (props) => {
  const lang = useStudioLanguage();
  if (!isUnreviewedExample(props.draft, props.published)) return null;
  return {
    label: GUARD_TEXT[lang].example,
    title: GUARD_TEXT[lang].exampleTitle,
    color: 'warning',
  };
};
