/**
 * The `data-sanity` values of the fields stega cannot carry (shared/editAttributes.ts): each
 * price of the packages and add-ons, and the Settings fields behind the footer links. Built
 * with Sanity's createDataAttribute against the same Studio as the stega marks (studioUrl()),
 * only while rendering a page in draft mode (server/content/draftScope.ts).
 */
import {
  linkKey,
  priceKey,
  type EditableLink,
  type EditAttributes,
  type PriceField,
} from '@/shared/editAttributes';
import { readsDrafts } from './draftScope';
import { getPackages, getServices, PAGE_BUILD } from './index';
import { studioUrl, type EditTarget } from './stega';

type Documents = {
  packages: readonly { id: string; slug: string }[];
  services: readonly { id: string; slug: string }[];
};

/** The one Settings document (its id is fixed, schemas siteSettings). */
const SETTINGS = { id: 'siteSettings', type: 'siteSettings' };

/** The Settings field behind each link; the legal URLs exist per language. */
function settingsField(link: EditableLink, language: 'en' | 'de'): string {
  if (link === 'contactEmail') return 'clinicEmail';
  if (link === 'contactPhone') return 'clinicPhone';
  return `${link}_${language}`;
}

const LINKS: readonly EditableLink[] = [
  'imprintUrl',
  'privacyUrl',
  'termsUrl',
  'contactEmail',
  'contactPhone',
];
const PACKAGE_PRICES: readonly PriceField[] = ['price', 'priceTwoPerson'];

/** Every price and footer link of the site, keyed for the page, as `attribute` writes them. */
export function editAttributesOf(
  { packages, services }: Documents,
  language: 'en' | 'de',
  attribute: (target: EditTarget) => string,
): EditAttributes {
  const out: Record<string, string> = {};
  for (const pkg of packages)
    for (const field of PACKAGE_PRICES)
      out[priceKey('package', pkg.slug, field)] = attribute({
        id: pkg.id,
        type: 'checkupPackage',
        path: field,
      });
  for (const service of services)
    out[priceKey('service', service.slug)] = attribute({
      id: service.id,
      type: 'service',
      path: 'price',
    });
  for (const link of LINKS)
    out[linkKey(link)] = attribute({ ...SETTINGS, path: settingsField(link, language) });
  return out;
}

/** createDataAttribute for the Studio at `baseUrl`. ES module, loaded on first use. */
export async function createAttributeWriter(
  baseUrl: string = studioUrl(),
): Promise<(target: EditTarget) => string> {
  const { createDataAttribute } = await import('@sanity/visual-editing/create-data-attribute');
  return (target) => createDataAttribute({ baseUrl, ...target }).toString();
}

/** The page's edit attributes in draft mode, else null (published pages carry none). */
export async function draftEditAttributes(language: 'en' | 'de'): Promise<EditAttributes | null> {
  if (!readsDrafts()) return null;
  const [packages, services, attribute] = await Promise.all([
    getPackages(PAGE_BUILD),
    getServices(PAGE_BUILD),
    createAttributeWriter(),
  ]);
  return editAttributesOf({ packages, services }, language, attribute);
}
