/**
 * Screenshot harness of the translation tools (docs/languages.md): the table of texts and Needs
 * translation rendered outside Studio over the seed, with a page description lacking German and a
 * Site text whose English changed after its German. Built and shot by ./screenshots.mjs.
 */
import { Card, ThemeProvider } from '@sanity/ui';
import { buildTheme } from '@sanity/ui/theme';
import { createRoot } from 'react-dom/client';
import { parseNdjson } from 'schemas/src/testing/datasetClient';
import seedText from '../../schemas/seed/production.ndjson';
import { PlainDocumentLink } from '../texts/client';
import { NeedsTranslation } from '../texts/NeedsTranslation';
import { TextTable } from '../texts/TextTable';
import { createTextsClient } from '../texts/testing';

type Entry = Record<string, unknown> & { _key: string; text_en?: string };
const seed = parseNdjson(seedText);
const changed = (id: string, change: (doc: Record<string, unknown>) => Record<string, unknown>) =>
  seed.map((doc) => (doc._id === id ? (change(doc) as typeof doc) : doc));

let dataset = changed('pageMeta.summary', (doc) => ({ ...doc, metaDescription_de: '' }));
dataset = [
  ...dataset,
  ...dataset
    .filter((doc) => doc._id === 'uiText.success')
    .map((doc) => ({
      ...doc,
      _id: 'drafts.uiText.success',
      entries: (doc.entries as Entry[]).map((e, i) =>
        i === 1
          ? { ...e, text_en: 'Your booking is confirmed!', text_de_source: e.text_en }
          : i === 2
            ? { ...e, text_de: '' }
            : e,
      ),
    })),
];

// Error messages: one whose English changed after its German (stale, with its diff), one whose
// Swiss German changed under its Germany-German text.
const errorDraft = (id: string, change: Record<string, unknown>) =>
  dataset
    .filter((doc) => doc._id === id)
    .map((doc) => ({ ...doc, ...change, _id: `drafts.${id}` }));
dataset = [
  ...dataset,
  ...errorDraft('errorMessage.partner-reservation-email-not-allowed', {
    messageToUser_en:
      'Your email address and the email address of the person you book for must not be the same.',
  }),
  ...errorDraft('errorMessage.partner-reservation-not-found', {
    messageToUser_de: 'Die Reservation wurde nicht gefunden',
  }),
];

const { view } = (window as unknown as { __HARNESS__: { view: string } }).__HARNESS__;
const { client } = createTextsClient(dataset);
createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme={buildTheme()}>
    <Card style={{ minHeight: '100vh' }}>
      {view === 'needs' ? (
        <NeedsTranslation client={client} Link={PlainDocumentLink} />
      ) : (
        <TextTable client={client} Link={PlainDocumentLink} />
      )}
    </Card>
  </ThemeProvider>,
);
