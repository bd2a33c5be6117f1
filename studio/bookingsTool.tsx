/**
 * "Bookings" in the Studio's navigation (docs/staff-desk.md): opens the clinic's staff desk on
 * the booking site in its own tab. A link, not an embedded frame: the desk has its own sign-in
 * with a second factor, and its session must never live inside the Studio's.
 */
import { CalendarIcon } from '@sanity/icons/Calendar';
import { Button, Card, Flex, Stack, Text } from '@sanity/ui';
import { useEffect } from 'react';
import type { Tool } from 'sanity';
import { TOOL_WORDS } from './i18n';
import { SITE_URL } from './siteApi';
import { useStudioLanguage } from './studioLanguage';

export const DESK_URL = `${SITE_URL}/staff`;

function BookingsTool() {
  const language = useStudioLanguage();
  // Opening the tool opens the desk; the page stays as the way back to it.
  useEffect(() => {
    window.open(DESK_URL, 'clinic-desk', 'noopener');
  }, []);
  return (
    <Card padding={5} height="fill">
      <Flex align="center" justify="center" height="fill">
        <Stack space={4} style={{ maxWidth: 480 }}>
          <Text size={3} weight="semibold">
            {TOOL_WORDS.bookings[language]}
          </Text>
          <Text muted>{TOOL_WORDS.bookingsIntro[language]}</Text>
          <Button
            as="a"
            href={DESK_URL}
            target="clinic-desk"
            rel="noopener"
            text={TOOL_WORDS.openDesk[language]}
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
