/**
 * The desk's component tests: render with the desk's and the staff pages' texts and a fresh
 * SWR cache (no answer carried over from another test), and GET /api/staff/me as Rita.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import type { MeResponse } from '@/contracts/staff-me';
import { createTestTranslator, TestTranslations } from '@/i18n/testing';
import { jsonResponse } from '@/lib/testing/jsonResponse';
import deskDe from '../../../public/locales/de/desk.json';
import deskEn from '../../../public/locales/en/desk.json';
import staffDe from '../../../public/locales/de/staff.json';
import staffEn from '../../../public/locales/en/staff.json';

export function renderDesk(ui: ReactElement, language: 'en' | 'de' = 'en') {
  const translator = createTestTranslator(language, {
    en: { desk: deskEn, staff: staffEn },
    de: { desk: deskDe, staff: staffDe },
  });
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <TestTranslations translator={translator}>{ui}</TestTranslations>
    </SWRConfig>,
  );
}

/** The answer of GET /api/staff/me: Rita, with this role, for every location unless told. */
export function staffMeAnswer(over: Partial<MeResponse> & Pick<MeResponse, 'role'>) {
  return jsonResponse(200, {
    staffId: 's',
    email: 'r@c',
    name: 'Rita',
    locations: 'all',
    language: 'en',
    ...over,
  } satisfies MeResponse);
}
