/**
 * Booking policy fields (docs/manage-booking.md): Settings holds the clinic's values, a check-up may override
 * them. One definition each so Settings and the check-up say the same thing; the web app's
 * server/booking-policy applies them.
 */
import { defineField } from 'sanity';
import { BOOKING_DEFAULTS } from '../defaults';

type Options = { required: boolean; fieldset?: string };

function hoursField(name: string, title: string, description: string, initial: number, o: Options) {
  return defineField({
    name,
    title,
    type: 'number',
    description,
    fieldset: o.fieldset,
    ...(o.required ? { initialValue: initial } : {}),
    validation: (rule) => {
      const r = rule
        .integer()
        .min(0)
        .max(24 * 60);
      return o.required ? r.required() : r;
    },
  });
}

export function bookingPolicyFields(o: Options) {
  const unset = o.required ? '' : ' Empty = the value in Settings.';
  return [
    hoursField(
      'rescheduleUntilHours',
      'Reschedule until (hours before)',
      `Visitors may move their appointment online until this many hours before it.${unset}`,
      BOOKING_DEFAULTS.rescheduleUntilHours,
      o,
    ),
    defineField({
      name: 'maxReschedules',
      title: 'Reschedules allowed',
      type: 'number',
      description: `How often one booking may be moved online (0 = never).${unset}`,
      fieldset: o.fieldset,
      ...(o.required ? { initialValue: BOOKING_DEFAULTS.maxReschedules } : {}),
      validation: (rule) => {
        const r = rule.integer().min(0).max(10);
        return o.required ? r.required() : r;
      },
    }),
    hoursField(
      'freeCancellationUntilHours',
      'Free cancellation until (hours before)',
      `A cancellation until this many hours before refunds everything paid; later the deposit is kept. Inside the location's minimum notice nothing can be changed online.${unset}`,
      BOOKING_DEFAULTS.freeCancellationUntilHours,
      o,
    ),
  ];
}
