/**
 * The legal and contact links of the site (Settings in Studio) in one page language: the
 * consent label links terms and privacy, the footer imprint, privacy and contact.
 * Pure, so pages compute it at build time and the browser gets only these few strings.
 */
import { isValidGtmId } from '@/features/analytics/analytics';
import type { SiteSettings } from '@/server/content/model';

export interface SiteLinks {
  termsUrl: string | null;
  privacyUrl: string | null;
  imprintUrl: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  /** A tag manager is configured: the footer offers the cookie settings (docs/manage-booking.md). */
  cookieSettings: boolean;
}

export const NO_SITE_LINKS: SiteLinks = {
  termsUrl: null,
  privacyUrl: null,
  imprintUrl: null,
  contactEmail: null,
  contactPhone: null,
  cookieSettings: false,
};

type LinkSettings = Pick<
  SiteSettings,
  | 'termsUrl_en'
  | 'termsUrl_de'
  | 'privacyUrl_en'
  | 'privacyUrl_de'
  | 'imprintUrl_en'
  | 'imprintUrl_de'
  | 'clinicEmail'
  | 'clinicPhone'
  | 'gtmId'
>;

/** No fallback to the other language's page: a missing link is left out, not shown in the wrong language. */
export function siteLinksIn(settings: LinkSettings, language: 'en' | 'de'): SiteLinks {
  return {
    termsUrl: settings[`termsUrl_${language}`] ?? null,
    privacyUrl: settings[`privacyUrl_${language}`] ?? null,
    imprintUrl: settings[`imprintUrl_${language}`] ?? null,
    contactEmail: settings.clinicEmail?.trim() || null,
    contactPhone: settings.clinicPhone?.trim() || null,
    cookieSettings: isValidGtmId(settings.gtmId),
  };
}

/** tel: links take digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
