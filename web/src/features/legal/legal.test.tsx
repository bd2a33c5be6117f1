/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Checkbox } from '@/components/fields/Checkbox';
import { createTestTranslator, TestTranslations } from '@/i18n/testing';
import type { Language } from '@/i18n/locales';
import deCommon from '../../../public/locales/de/common.json';
import deSummary from '../../../public/locales/de/summary.json';
import enCommon from '../../../public/locales/en/common.json';
import enSummary from '../../../public/locales/en/summary.json';
import { EditAttributesProvider } from '@/features/preview/EditAttributes';
import { linkKey } from '@/shared/editAttributes';
import { ConsentLabel, fillSentence } from './ConsentLabel';
import { LegalLinks } from './LegalLinks';
import { CallUs, WithCallUs } from './CallUs';
import { SiteLinksProvider } from './SiteLinksContext';
import { NO_SITE_LINKS, siteLinksIn, telHref, type SiteLinks } from './siteLinks';

const LINKS: SiteLinks = {
  termsUrl: 'https://clinic.example/agb',
  privacyUrl: 'https://clinic.example/datenschutz',
  imprintUrl: 'https://clinic.example/impressum',
  contactEmail: 'hallo@clinic.example',
  contactPhone: '+41 44 000 00 00',
  cookieSettings: false,
};

function renderWith(ui: ReactNode, language: Language, links: SiteLinks = LINKS) {
  const translator = createTestTranslator(language, {
    de: { common: deCommon, summary: deSummary },
    en: { common: enCommon, summary: enSummary },
  });
  return render(
    <TestTranslations translator={translator}>
      <SiteLinksProvider links={links}>{ui}</SiteLinksProvider>
    </TestTranslations>,
  );
}

describe('siteLinksIn', () => {
  it('picks the page language and never the other language as a fallback', () => {
    const settings = {
      termsUrl_en: 'https://x.example/terms',
      termsUrl_de: 'https://x.example/agb',
      privacyUrl_en: 'https://x.example/privacy',
      privacyUrl_de: null,
      imprintUrl_en: 'https://x.example/imprint',
      imprintUrl_de: 'https://x.example/impressum',
      clinicEmail: 'info@x.example',
      clinicPhone: ' ',
      gtmId: null,
    };
    expect(siteLinksIn(settings, 'de')).toEqual({
      termsUrl: 'https://x.example/agb',
      privacyUrl: null,
      imprintUrl: 'https://x.example/impressum',
      contactEmail: 'info@x.example',
      contactPhone: null,
      cookieSettings: false,
    });
    // A tag manager in Settings: the footer offers the cookie settings (docs/manage-booking.md).
    expect(siteLinksIn({ ...settings, gtmId: 'GTM-AB12CD3' }, 'de').cookieSettings).toBe(true);
    expect(siteLinksIn(settings, 'en').privacyUrl).toBe('https://x.example/privacy');
  });

  it('tel links keep digits and the plus only', () => {
    expect(telHref('+41 (44) 000-00 00')).toBe('tel:+41440000000');
  });
});

describe('fillSentence', () => {
  it('puts the parts where the placeholders are', () => {
    expect(fillSentence('A {{terms}} B {{privacy}}.', { terms: 'T', privacy: 'P' }).length).toBe(5);
  });

  it('appends a part whose placeholder a translator dropped', () => {
    const { container } = render(<p>{fillSentence('I agree.', { terms: 'T', privacy: 'P' })}</p>);
    expect(container.textContent).toBe('I agree. T P');
  });
});

describe('ConsentLabel', () => {
  it('links terms and privacy in German, opening in a new tab and saying so', () => {
    renderWith(<Checkbox label={<ConsentLabel />} required name="consent" />, 'de');
    const terms = screen.getByRole('link', { name: 'AGB (öffnet in einem neuen Tab)' });
    expect(terms).toHaveAttribute('href', LINKS.termsUrl);
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const privacy = screen.getByRole('link', { name: /^Datenschutzerklärung/ });
    expect(privacy).toHaveAttribute('href', LINKS.privacyUrl);
    // The checkbox keeps its sentence as its name.
    expect(screen.getByRole('checkbox', { name: /^Ich akzeptiere die AGB/ })).toBeInTheDocument();
  });

  it('is reachable by keyboard: checkbox, terms, privacy in tab order', async () => {
    const user = userEvent.setup();
    renderWith(<Checkbox label={<ConsentLabel />} required name="consent" />, 'en');
    await user.tab();
    expect(screen.getByRole('checkbox')).toHaveFocus();
    await user.tab();
    expect(
      screen.getByRole('link', { name: 'terms and conditions (opens in a new tab)' }),
    ).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'privacy policy (opens in a new tab)' })).toHaveFocus();
  });

  it('in draft mode each link carries its Settings field as its edit target', () => {
    renderWith(
      <EditAttributesProvider
        attributes={{
          [linkKey('termsUrl')]: 'terms-field',
          [linkKey('privacyUrl')]: 'privacy-field',
        }}
      >
        <ConsentLabel />
      </EditAttributesProvider>,
      'en',
    );
    expect(screen.getByRole('link', { name: /^terms and conditions/ })).toHaveAttribute(
      'data-sanity',
      'terms-field',
    );
    expect(screen.getByRole('link', { name: /^privacy policy/ })).toHaveAttribute(
      'data-sanity',
      'privacy-field',
    );
  });

  it('without URLs in Settings the words stay, unlinked', () => {
    renderWith(<ConsentLabel />, 'en', { ...LINKS, termsUrl: null, privacyUrl: null });
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.body.textContent).toBe(
      'I accept the terms and conditions and have read the privacy policy.',
    );
  });
});

describe('LegalLinks (footer)', () => {
  it('links imprint, privacy and contact', () => {
    renderWith(<LegalLinks />, 'en');
    const nav = screen.getByRole('navigation', { name: 'Legal and contact' });
    expect(within(nav).getByRole('link', { name: /^Imprint/ })).toHaveAttribute(
      'href',
      LINKS.imprintUrl,
    );
    expect(within(nav).getByRole('link', { name: /^Privacy policy/ })).toHaveAttribute(
      'href',
      LINKS.privacyUrl,
    );
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      'mailto:hallo@clinic.example',
    );
    expect(within(nav).getByRole('link', { name: 'Phone +41 44 000 00 00' })).toHaveAttribute(
      'href',
      'tel:+41440000000',
    );
  });

  it('shows nothing without any link', () => {
    const { container } = renderWith(<LegalLinks />, 'de', NO_SITE_LINKS);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('CallUs', () => {
  it('puts the clinic number in the sentence as a tel: link, in both languages', () => {
    const { container, unmount } = renderWith(<WithCallUs text="Too late to move online." />, 'en');
    expect(container.textContent).toBe(
      'Too late to move online. Please call us on +41 44 000 00 00.',
    );
    expect(screen.getByRole('link', { name: '+41 44 000 00 00' })).toHaveAttribute(
      'href',
      'tel:+41440000000',
    );
    unmount();
    const de = renderWith(<CallUs />, 'de');
    expect(de.container.textContent).toBe('Bitte rufen Sie uns an unter +41 44 000 00 00.');
    expect(screen.getByRole('link')).toHaveAttribute('href', 'tel:+41440000000');
  });

  it('offers the call as the other way out ("Or call us on …") after another way', () => {
    const { container } = renderWith(<WithCallUs text="Use the link in your email." or />, 'de');
    expect(container.textContent).toBe(
      'Use the link in your email. Oder rufen Sie uns an unter +41 44 000 00 00.',
    );
    expect(screen.getByRole('link')).toHaveAttribute('href', 'tel:+41440000000');
  });

  it('asks for a call without a link where Settings have no number', () => {
    const { container } = renderWith(<CallUs />, 'en', NO_SITE_LINKS);
    expect(container.textContent).toBe('Please call us.');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
