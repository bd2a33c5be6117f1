/**
 * The words of the translation tools in the Studio's two interface languages (the editor picks
 * the language; studioLanguage.ts). Kept beside the tools, like the guards' messages.
 */
import type { StudioLanguage } from '../guards';
import type { TranslationIssue } from 'schemas';

const WORDS = {
  en: {
    tableTitle: 'Table of texts',
    namespace: 'Area',
    filter: 'Show',
    filterAll: 'All texts',
    filterMissing: 'Missing translation',
    filterChanged: 'English changed since the German was written',
    search: 'Search all areas',
    key: 'Key',
    text_en: 'English',
    text_de: 'German',
    text_de_DE: 'German (Germany)',
    status: 'Status',
    ok: 'Translated',
    'missing-de': 'German missing',
    'missing-en': 'English missing',
    'english-changed': 'English changed',
    loading: 'Loading texts…',
    loadFailed: 'The texts could not be loaded',
    saving: 'Saving…',
    saved: 'Saved in the draft',
    saveFailed: 'Not saved',
    draft: 'Unpublished changes: open the document to publish them',
    openDocument: 'Open',
    noRows: 'No texts match.',
    rows: (n: number) => `${n} text${n === 1 ? '' : 's'}`,
    needsTitle: 'Needs translation',
    needsNone: 'Every text is translated.',
    needsCount: (n: number) => `${n} text${n === 1 ? '' : 's'} to translate`,
    germanDE: 'empty = the Swiss German text',
  },
  de: {
    tableTitle: 'Textetabelle',
    namespace: 'Bereich',
    filter: 'Zeigen',
    filterAll: 'Alle Texte',
    filterMissing: 'Übersetzung fehlt',
    filterChanged: 'Englisch geändert, seit der deutsche Text geschrieben wurde',
    search: 'In allen Bereichen suchen',
    key: 'Schlüssel',
    text_en: 'Englisch',
    text_de: 'Deutsch',
    text_de_DE: 'Deutsch (Deutschland)',
    status: 'Status',
    ok: 'Übersetzt',
    'missing-de': 'Deutsch fehlt',
    'missing-en': 'Englisch fehlt',
    'english-changed': 'Englisch geändert',
    loading: 'Texte werden geladen…',
    loadFailed: 'Die Texte konnten nicht geladen werden',
    saving: 'Wird gespeichert…',
    saved: 'Im Entwurf gespeichert',
    saveFailed: 'Nicht gespeichert',
    draft: 'Unveröffentlichte Änderungen: zum Veröffentlichen das Dokument öffnen',
    openDocument: 'Öffnen',
    noRows: 'Keine passenden Texte.',
    rows: (n: number) => `${n} Text${n === 1 ? '' : 'e'}`,
    needsTitle: 'Übersetzung fehlt',
    needsNone: 'Alle Texte sind übersetzt.',
    needsCount: (n: number) => `${n} Text${n === 1 ? '' : 'e'} zu übersetzen`,
    germanDE: 'leer = der Schweizer Text',
  },
} as const;

export type Words = (typeof WORDS)['en'] | (typeof WORDS)['de'];

export function wordsFor(language: StudioLanguage): Words {
  return WORDS[language];
}

/** The badge tone of each translation issue, in the table and the Needs translation list. */
export const ISSUE_TONE = {
  'missing-de': 'critical',
  'missing-en': 'critical',
  'english-changed': 'caution',
} as const;

export function issueWord(words: Words, issue: TranslationIssue | undefined): string {
  return issue ? words[issue] : words.ok;
}
