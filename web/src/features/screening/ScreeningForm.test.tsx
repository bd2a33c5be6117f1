/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { SiteLinksProvider } from '@/features/legal/SiteLinksContext';
import { NO_SITE_LINKS } from '@/features/legal/siteLinks';
import { createTestTranslator, TestTranslations } from '@/i18n/testing';
import { mockRouter } from '@/lib/testing/mockRouter';
import enCommon from '../../../public/locales/en/common.json';
import enScreening from '../../../public/locales/en/screening.json';
import { ScreeningForm } from './ScreeningForm';

jest.mock('next/router', () => jest.requireActual('@/lib/testing/mockRouter').nextRouterMock);

describe('the questionnaire page without a valid link', () => {
  it('says what to do, with the clinic number to call as the other way', () => {
    mockRouter.reset('/screening', { locale: 'en-ch' });
    const translator = createTestTranslator('en', {
      en: { common: enCommon, screening: enScreening },
      de: { common: enCommon, screening: enScreening },
    });
    render(
      <TestTranslations translator={translator}>
        <SiteLinksProvider links={{ ...NO_SITE_LINKS, contactPhone: '+41 44 000 00 00' }}>
          <ScreeningForm />
        </SiteLinksProvider>
      </TestTranslations>,
    );
    expect(
      screen.getByText(/Please use the link in your latest email\. Or call us on/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: '+41 44 000 00 00' })).toHaveAttribute(
      'href',
      'tel:+41440000000',
    );
  });
});
