/**
 * Uniqueness across documents of one type (slugs, discount codes, error ids), checked in
 * Studio against the Content Lake with the document client, as Sanity's docs show.
 * Drafts and the published version of the same document count as one.
 */
import type { CustomValidator, SlugIsUniqueValidator, ValidationContext } from 'sanity';
import { MESSAGES } from '../i18n/messages';

export const VALIDATION_API_VERSION = '2025-02-19';

export function publishedId(id: string): string {
  return id.replace(/^drafts\./, '');
}

export interface UniqueOptions {
  /** Compare lower-cased (discount codes are matched case-insensitively). */
  caseInsensitive?: boolean;
}

/** GROQ that finds another document of `type` with the same value at `fieldPath`. */
export function duplicateQuery(
  fieldPath: string,
  { caseInsensitive = false }: UniqueOptions = {},
): string {
  const left = caseInsensitive ? `lower(${fieldPath})` : fieldPath;
  const right = caseInsensitive ? 'lower($value)' : '$value';
  return `count(*[_type == $type && !(_id in [$draft, $published]) && ${left} == ${right}])`;
}

async function isUniqueInDataset(
  context: ValidationContext,
  fieldPath: string,
  value: string,
  options: UniqueOptions,
): Promise<boolean> {
  const { document } = context;
  if (!document) return true;
  const published = publishedId(document._id);
  const count = await context
    .getClient({ apiVersion: VALIDATION_API_VERSION })
    .fetch<number>(duplicateQuery(fieldPath, options), {
      type: document._type,
      value,
      draft: `drafts.${published}`,
      published,
    });
  return count === 0;
}

/** Custom validator for a string field that must be unique within its document type. */
export function uniqueString(
  fieldPath: string,
  options: UniqueOptions = {},
): CustomValidator<string | undefined> {
  return async (value, context) => {
    if (typeof value !== 'string' || value === '') return true;
    return (
      (await isUniqueInDataset(context, fieldPath, value, options)) ||
      MESSAGES.alreadyUsed(value)
    );
  };
}

/** `options.isUnique` for slug fields: unique per document type. */
export const isUniqueSlug: SlugIsUniqueValidator = (slug, context) =>
  isUniqueInDataset(context, 'slug.current', slug, {});

/** Values that occur more than once (for whole-dataset checks such as the seed test). */
export function findDuplicates(
  values: readonly string[],
  { caseInsensitive = false }: UniqueOptions = {},
): string[] {
  const seen = new Set<string>();
  const dupes = new Set<string>();
  for (const value of values) {
    const key = caseInsensitive ? value.toLowerCase() : value;
    if (seen.has(key)) dupes.add(value);
    seen.add(key);
  }
  return [...dupes];
}
