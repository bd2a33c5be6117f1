/**
 * Which documents still need a translation: the localized pairs of every type (<name>_en /
 * <name>_de) and the texts of `uiText`. Studio's "Needs translation" list runs the GROQ filter
 * built here; the schema test runs it over the seed.
 */
export const LOCALIZED_PAIRS: Record<string, readonly string[]> = {
  checkupPackage: ['title', 'title_two_persons', 'description'],
  service: ['title', 'description', 'modal_text', 'modal_info_text'],
  tag: ['title'],
  location: ['title', 'address'],
  discountCode: ['label'],
  errorMessage: ['messageToUser'],
};

const empty = (field: string) => `(!defined(${field}) || ${field} == "")`;
const filled = (field: string) => `(defined(${field}) && ${field} != "")`;

/** One half of a pair filled and the other empty. */
function pairMissing(name: string): string {
  return `((${filled(`${name}_en`)} && ${empty(`${name}_de`)}) || (${filled(`${name}_de`)} && ${empty(`${name}_en`)}))`;
}

/** GROQ filter: documents (drafts included, so work in progress shows) lacking a translation. */
export function needsTranslationFilter(): string {
  const byType = Object.entries(LOCALIZED_PAIRS).map(
    ([type, names]) => `(_type == "${type}" && (${names.map(pairMissing).join(' || ')}))`,
  );
  for (const type of ['uiText', 'emailText']) {
    byType.push(
      `(_type == "${type}" && count(entries[${empty('text_en')} || ${empty('text_de')}]) > 0)`,
    );
  }
  return byType.join(' || ');
}
