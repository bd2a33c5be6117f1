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
    filterStale: 'Stale: written for an older text',
    filterDone: 'Done',
    search: 'Search all areas',
    areas: {
      errorMessage: 'Error messages',
      pageMeta: 'Page descriptions',
      checkupPackage: 'Check-ups',
      service: 'Services and add-ons',
    } as Record<string, string>,
    fields: {
      title: 'title',
      title_two_persons: 'title for two',
      description: 'description',
      messageToUser: 'message',
      metaDescription: 'description',
    } as Record<string, string>,
    'german-changed': 'Swiss German changed',
    writtenFor: (language: 'en' | 'de') =>
      language === 'en'
        ? 'The German was written for this English; today’s English:'
        : 'The Germany German was written for this Swiss German; today’s:',
    glossary: 'Glossary',
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
    filterStale: 'Veraltet: für einen älteren Text geschrieben',
    filterDone: 'Erledigt',
    search: 'In allen Bereichen suchen',
    areas: {
      errorMessage: 'Fehlermeldungen',
      pageMeta: 'Seitenbeschreibungen',
      checkupPackage: 'Check-ups',
      service: 'Leistungen und Zusatzleistungen',
    } as Record<string, string>,
    fields: {
      title: 'Titel',
      title_two_persons: 'Titel zu zweit',
      description: 'Beschreibung',
      messageToUser: 'Meldung',
      metaDescription: 'Beschreibung',
    } as Record<string, string>,
    'german-changed': 'Schweizer Text geändert',
    writtenFor: (language: 'en' | 'de') =>
      language === 'en'
        ? 'Der deutsche Text wurde für dieses Englisch geschrieben; das heutige:'
        : 'Der Text für Deutschland wurde für diesen Schweizer Text geschrieben; der heutige:',
    glossary: 'Glossar',
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
export type IssueWord = TranslationIssue | 'german-changed';

export function wordsFor(language: StudioLanguage): Words {
  return WORDS[language];
}

/** The badge tone of each translation issue, in the table and the Needs translation list. */
export const ISSUE_TONE = {
  'missing-de': 'critical',
  'missing-en': 'critical',
  'english-changed': 'caution',
  'german-changed': 'caution',
} as const;

export function issueWord(words: Words, issue: IssueWord | undefined): string {
  return issue ? words[issue] : words.ok;
}
