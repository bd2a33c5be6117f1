/**
 * Test helper for the flow steps of this helper: renders with the real translation files
 * of 'common' and of the step namespaces (addons, location, timeslot, waitlist, overlays), so tests
 * look for the visitor's text.
 */
import type { ReactElement } from 'react';
import type { RenderOptions } from '@testing-library/react';
import { createTestTranslator, renderWithI18n } from '@/i18n/testing';
import type { Translator } from '@/i18n/translator';
import type { Language } from '@/i18n/locales';
import deAddons from '../../../public/locales/de/addons.json';
import deCommon from '../../../public/locales/de/common.json';
import deLocation from '../../../public/locales/de/location.json';
import deOverlays from '../../../public/locales/de/overlays.json';
import deTimeslot from '../../../public/locales/de/timeslot.json';
import deWaitlist from '../../../public/locales/de/waitlist.json';
import enAddons from '../../../public/locales/en/addons.json';
import enCommon from '../../../public/locales/en/common.json';
import enLocation from '../../../public/locales/en/location.json';
import enOverlays from '../../../public/locales/en/overlays.json';
import enTimeslot from '../../../public/locales/en/timeslot.json';
import enWaitlist from '../../../public/locales/en/waitlist.json';

const RESOURCES = {
  de: {
    common: deCommon,
    overlays: deOverlays,
    addons: deAddons,
    location: deLocation,
    timeslot: deTimeslot,
    waitlist: deWaitlist,
  },
  en: {
    common: enCommon,
    overlays: enOverlays,
    addons: enAddons,
    location: enLocation,
    timeslot: enTimeslot,
    waitlist: enWaitlist,
  },
};

export function createFlowTestTranslator(language: Language = 'en'): Translator {
  return createTestTranslator(language, RESOURCES);
}

export function renderFlow(
  ui: ReactElement,
  options: RenderOptions & { language?: Language } = {},
) {
  return renderWithI18n(ui, { ...options, resources: RESOURCES });
}
