/**
 * "Bookings" in the Studio's navigation (docs/staff-desk.md): opens the clinic's staff desk on
 * the booking site in its own tab. A link, not an embedded frame: the desk has its own sign-in
 * with a second factor, and its session must never live inside the Studio's.
 */
import { CalendarIcon } from '@sanity/icons/Calendar';
import { Button, Card, Flex, Stack, Text } from '@sanity/ui';
import { useEffect } from 'react';
import type { Tool } from 'sanity';
import { SITE_URL } from './siteApi';

export const DESK_URL = `${SITE_URL}/staff`;

function BookingsTool() {
  // Opening the tool opens the desk; the page stays as the way back to it.
  useEffect(() => {
    window.open(DESK_URL, 'clinic-desk', 'noopener');
  }, []);
  return (
    <Card padding={5} height="fill">
      <Flex align="center" justify="center" height="fill">
        <Stack space={4} style={{ maxWidth: 480 }}>
          <Text size={3} weight="semibold">
            Bookings
          </Text>
          <Text muted>
            Appointments, arrivals, payments and bookings for callers are handled in the staff desk,
            which opens in its own tab with its own sign-in.
          </Text>
          <Button
            as="a"
            href={DESK_URL}
            target="clinic-desk"
            rel="noopener"
            text="Open the staff desk"
            tone="primary"
          />
        </Stack>
      </Flex>
    </Card>
  );
}

export const bookingsTool: Tool = {
  name: 'bookings',
  title: 'Bookings',
  icon: CalendarIcon,
  component: BookingsTool,
};
