/**
 * The rules of choosing add-ons: only bookable add-ons of the chosen package, and never
 * two that cannot be booked together (either side may name the other in content).
 */
import type { AddonCard } from './addonsCatalog';

type Rules = Pick<AddonCard, 'slug' | 'bookable' | 'cannotBeBookedTogether'>;

/** True when `a` and `b` exclude each other (declared on either one). */
export function excludes(a: Rules, b: Rules): boolean {
  return a.cannotBeBookedTogether.includes(b.slug) || b.cannotBeBookedTogether.includes(a.slug);
}

/** The chosen add-ons that `slug` cannot be booked together with. */
export function conflictsWith(
  slug: string,
  selected: readonly string[],
  addons: readonly Rules[],
): string[] {
  const card = addons.find((a) => a.slug === slug);
  if (!card) return [];
  return selected.filter((other) => {
    const otherCard = addons.find((a) => a.slug === other);
    return other !== slug && otherCard !== undefined && excludes(card, otherCard);
  });
}

export interface ToggleResult {
  services: string[];
  /** Add-ons taken out because they cannot be booked together with the one just chosen. */
  removed: string[];
}

/** Choosing an add-on unchecks those it excludes; choosing it again removes it. */
export function toggleAddon(
  selected: readonly string[],
  slug: string,
  addons: readonly Rules[],
): ToggleResult {
  if (selected.includes(slug)) return { services: selected.filter((s) => s !== slug), removed: [] };
  const card = addons.find((a) => a.slug === slug);
  if (!card || !card.bookable) return { services: [...selected], removed: [] };
  const removed = conflictsWith(slug, selected, addons);
  return { services: [...selected.filter((s) => !removed.includes(s)), slug], removed };
}

/**
 * The selection made valid for a package: unknown, unbookable and (keeping the earlier
 * choice) mutually exclusive add-ons are dropped. Returns the same array when valid.
 */
export function validSelection(
  selected: readonly string[],
  addons: readonly Rules[],
): readonly string[] {
  const next: string[] = [];
  for (const slug of selected) {
    const card = addons.find((a) => a.slug === slug);
    if (!card || !card.bookable || next.includes(slug)) continue;
    if (conflictsWith(slug, next, addons).length > 0) continue;
    next.push(slug);
  }
  return next.length === selected.length ? selected : next;
}
