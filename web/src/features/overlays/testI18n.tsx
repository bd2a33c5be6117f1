/**
 * Test helper for the flow steps of this helper: renders with the real translation files
 * of 'common' and of the step namespaces (addons, location, timeslot, overlays), so tests
 * look for the visitor's text.
 */
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { render, type RenderOptions } from '@testing-library/react';
import type { Language } from '@/i18n/locales';
import deAddons from '../../../public/locales/de/addons.json';
import deCommon from '../../../public/locales/de/common.json';
import deLocation from '../../../public/locales/de/location.json';
import deOverlays from '../../../public/locales/de/overlays.json';
import deTimeslot from '../../../public/locales/de/timeslot.json';
import enAddons from '../../../public/locales/en/addons.json';
import enCommon from '../../../public/locales/en/common.json';
import enLocation from '../../../public/locales/en/location.json';
import enOverlays from '../../../public/locales/en/overlays.json';
import enTimeslot from '../../../public/locales/en/timeslot.json';

const NAMESPACES = ['common', 'overlays', 'addons', 'location', 'timeslot'] as const;

const RESOURCES = {
  de: {
    common: deCommon,
    overlays: deOverlays,
    addons: deAddons,
    location: deLocation,
    timeslot: deTimeslot,
  },
  en: {
    common: enCommon,
    overlays: enOverlays,
    addons: enAddons,
    location: enLocation,
    timeslot: enTimeslot,
  },
};

export function createFlowTestI18n(language: Language = 'en'): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: RESOURCES,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export function renderFlow(
  ui: ReactElement,
  options: RenderOptions & { language?: Language } = {},
) {
  const { language, ...renderOptions } = options;
  const i18n = createFlowTestI18n(language);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return render(ui, { wrapper: Wrapper, ...renderOptions });
}
