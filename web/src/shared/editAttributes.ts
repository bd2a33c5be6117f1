/**
 * Click targets for what stega cannot carry (docs/preview.md): prices are numbers, link URLs are
 * addresses. In draft mode the page props carry `editAttributes`: for each such value, keyed as
 * below, the `data-sanity` value of its Studio field (built by server/content/editAttributes.ts,
 * read by features/preview/EditAttributes.tsx). Published pages carry none.
 */

/** `data-sanity` values by the keys below. */
export type EditAttributes = Readonly<Record<string, string>>;

export type PriceField = 'price' | 'priceTwoPerson';
/** The links whose address comes from Settings (features/legal/siteLinks.ts): footer, consent. */
export type EditableLink =
  'imprintUrl' | 'privacyUrl' | 'termsUrl' | 'contactEmail' | 'contactPhone';

/** A package's or an add-on's price field. */
export function priceKey(
  kind: 'package' | 'service',
  slug: string,
  field: PriceField = 'price',
): string {
  return `${kind}:${slug}:${field}`;
}

export function linkKey(link: EditableLink): string {
  return `link:${link}`;
}

/**
 * The price field behind a line item of the payment data (kind 'package' or 'service'): a
 * booking for two shows the package's two-person price. Null for anything else.
 */
export function lineItemPriceKey(
  item: { kind: string; slug: string },
  isPartnerBooking: boolean,
): string | null {
  if (item.kind === 'service') return priceKey('service', item.slug);
  if (item.kind === 'package')
    return priceKey('package', item.slug, isPartnerBooking ? 'priceTwoPerson' : 'price');
  return null;
}
