/**
 * @jest-environment jsdom
 *
 * The translation tools as translators use them (docs/languages.md): the table of texts edits a
 * key in place (into the draft), filters and searches; "Needs translation" lists a page
 * description without German and a German text written for an older English, each linking to
 * its field. Over the seed dataset with a stand-in client (texts/testing.ts).
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@sanity/ui';
import { buildTheme } from '@sanity/ui/theme';
import type { ReactElement } from 'react';
import { loadSeed } from 'schemas/src/testing/seed';
import { PlainDocumentLink } from './texts/client';
import { NeedsTranslation } from './texts/NeedsTranslation';
import { TextTable } from './texts/TextTable';
import { createTextsClient } from './texts/testing';
import { useStudioLanguage } from './studioLanguage';

jest.mock('./studioLanguage', () => ({ useStudioLanguage: jest.fn(() => 'en') }));
const language = useStudioLanguage as jest.MockedFunction<typeof useStudioLanguage>;

const seed = loadSeed();
const themed = (ui: ReactElement) =>
  render(<ThemeProvider theme={buildTheme()}>{ui}</ThemeProvider>);

type Entry = {
  _key: string;
  key: string;
  text_en?: string;
  text_de?: string;
  text_de_source?: string;
};
const entriesOf = (doc: Record<string, unknown> | undefined) => (doc?.entries ?? []) as Entry[];

// Rendering some 60 rows of Sanity UI in jsdom takes seconds on a loaded host.
jest.setTimeout(30_000);
beforeEach(() => language.mockReturnValue('en'));

describe('table of texts', () => {
  it('edits a key in place: the German goes into a new draft with the English it was written for', async () => {
    const { client, documents } = createTextsClient(seed);
    themed(<TextTable client={client} Link={PlainDocumentLink} />);
    const namespace = await screen.findByLabelText('Area');
    fireEvent.change(namespace, { target: { value: 'uiText.success' } });
    const published = entriesOf(documents.get('uiText.success')).find(
      (e) => e.key === 'calendar.add',
    )!;
    const cell = screen.getByLabelText('German: calendar.add') as HTMLTextAreaElement;
    expect(cell.value).toBe(published.text_de);

    fireEvent.change(cell, { target: { value: 'Termin in den Kalender eintragen' } });
    fireEvent.blur(cell);

    await screen.findByText('Saved in the draft');
    const draft = entriesOf(documents.get('drafts.uiText.success')).find(
      (e) => e.key === 'calendar.add',
    );
    expect(draft).toMatchObject({
      text_de: 'Termin in den Kalender eintragen',
      text_de_source: published.text_en,
    });
    // The published text is untouched until the translator publishes the draft.
    expect(
      entriesOf(documents.get('uiText.success')).find((e) => e.key === 'calendar.add'),
    ).toEqual(published);
    // The draft keeps the rest of the document.
    expect(documents.get('drafts.uiText.success')).toMatchObject({
      namespace: 'success',
      description: documents.get('uiText.success')!.description,
    });
    expect(screen.getByText(/Unpublished changes/)).toBeTruthy();
  });

  it('marks the German once its English changes, and filters to such texts', async () => {
    const { client } = createTextsClient(seed);
    themed(<TextTable client={client} Link={PlainDocumentLink} />);
    fireEvent.change(await screen.findByLabelText('Area'), { target: { value: 'uiText.success' } });
    const english = screen.getByLabelText('English: calendar.add');
    fireEvent.change(english, { target: { value: 'Add it to your calendar' } });
    fireEvent.blur(english);
    await screen.findByText('Saved in the draft');

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'stale' } });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0]).getByText('calendar.add')).toBeTruthy();
    expect(within(rows[0]).getByText('English changed')).toBeTruthy();
  });

  it('refuses an email text with an unknown placeholder, saving nothing', async () => {
    const { client, sent } = createTextsClient(seed);
    themed(<TextTable client={client} Link={PlainDocumentLink} />);
    fireEvent.change(await screen.findByLabelText('Area'), {
      target: { value: 'emailText.common' },
    });
    const greeting = screen.getByLabelText('German: greeting');
    fireEvent.change(greeting, { target: { value: 'Guten Tag {{nmae}}' } });
    fireEvent.blur(greeting);
    await screen.findByText(/Not saved: Unknown placeholder \{\{nmae\}\}/);
    expect(sent).toEqual([]);
  });

  it('refuses an SMS text longer than one SMS, saving nothing (docs/sms.md)', async () => {
    const { client, sent } = createTextsClient(seed);
    themed(<TextTable client={client} Link={PlainDocumentLink} />);
    fireEvent.change(await screen.findByLabelText('Area'), {
      target: { value: 'emailText.smsReminder' },
    });
    const text = screen.getByLabelText('German: text');
    fireEvent.change(text, { target: { value: 'Ihr Termin am {{date}} – Link: {{link}}' } });
    fireEvent.blur(text);
    await screen.findByText(/Not saved: Longer than one SMS: “–” is outside the SMS alphabet/);
    expect(sent).toEqual([]);
  });

  it('searches across namespaces and filters to missing translations, in German in a German Studio', async () => {
    language.mockReturnValue('de');
    const withMissing = seed.map((doc) =>
      doc._id === 'uiText.manage'
        ? { ...doc, entries: entriesOf(doc).map((e, i) => (i === 0 ? { ...e, text_de: '' } : e)) }
        : doc,
    );
    const { client } = createTextsClient(withMissing);
    themed(<TextTable client={client} Link={PlainDocumentLink} />);
    fireEvent.change(await screen.findByLabelText('In allen Bereichen suchen'), {
      target: { value: 'Kalender' },
    });
    const namespaces = new Set(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('td')?.textContent),
    );
    expect([...namespaces]).toEqual(expect.arrayContaining(['manage', 'success', 'email: common']));

    fireEvent.change(screen.getByLabelText('In allen Bereichen suchen'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Zeigen'), { target: { value: 'missing' } });
    fireEvent.change(screen.getByLabelText('Bereich'), { target: { value: 'uiText.manage' } });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0]).getByText('Deutsch fehlt')).toBeTruthy();
  });
});

describe('table of texts: other areas, stale rows, glossary', () => {
  it('shows error messages as an area, a stale row’s diff and a glossary warning, in German', async () => {
    language.mockReturnValue('de');
    const success = seed.find((d) => d._id === 'uiText.success')!;
    const first = entriesOf(success)[0];
    const dataset = [
      ...seed,
      {
        ...success,
        _id: 'drafts.uiText.success',
        entries: entriesOf(success).map((e) =>
          e._key === first._key ? { ...e, text_en: `${e.text_en} today`, text_de: 'Enthalten' } : e,
        ),
      },
    ];
    const { client } = createTextsClient(dataset);
    themed(<TextTable client={client} Link={PlainDocumentLink} />);
    fireEvent.change(await screen.findByLabelText('Bereich'), {
      target: { value: 'type:errorMessage' },
    });
    expect(screen.getByRole('option', { name: 'Fehlermeldungen' })).toBeTruthy();
    const error = seed.find((d) => d._type === 'errorMessage' && d.messageToUser_de)!;
    const cell = screen.getByLabelText(
      `Deutsch: ${String(error.errorId)} · Meldung`,
    ) as HTMLTextAreaElement;
    expect(cell.value).toBe(error.messageToUser_de);

    fireEvent.change(screen.getByLabelText('Bereich'), { target: { value: 'uiText.success' } });
    fireEvent.change(screen.getByLabelText('Zeigen'), { target: { value: 'stale' } });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    const diff = within(rows[0]).getByTestId('stale-diff');
    expect(diff.querySelector('ins')?.textContent).toBe(' today');
    expect(within(rows[0]).getByText(/Der deutsche Text wurde für dieses Englisch/)).toBeTruthy();
    // The glossary's warning in the editor's language, naming the term by its name.
    expect(await within(rows[0]).findByText(/Glossar «.*»: «Inbegriffen» schreiben/)).toBeTruthy();
  });
});

describe('Needs translation', () => {
  it('lists a page description without German and a German text older than its English, each at its field', async () => {
    const meta = seed.find((d) => d._type === 'pageMeta')!;
    const common = seed.find((d) => d._id === 'uiText.common')!;
    const changedEntry = entriesOf(common)[2];
    const dataset = [
      ...seed.filter((d) => d._id !== meta._id),
      { ...meta, metaDescription_de: '' },
      {
        ...common,
        _id: 'drafts.uiText.common',
        entries: entriesOf(common).map((e) =>
          e._key === changedEntry._key
            ? { ...e, text_en: `${e.text_en} (new)`, text_de_source: e.text_en }
            : e,
        ),
      },
    ];
    const { client } = createTextsClient(dataset);
    themed(<NeedsTranslation client={client} Link={PlainDocumentLink} />);

    await screen.findByText('2 texts to translate');
    const items = screen.getAllByRole('listitem');
    const metaItem = items.find((item) => within(item).queryByText('German missing'))!;
    expect(within(metaItem).getByText(`Page description · ${String(meta.page)}`)).toBeTruthy();
    expect(
      within(metaItem).getByRole('link', { name: 'Meta description' }).getAttribute('href'),
    ).toBe(
      `/intent/edit/id=${meta._id};type=pageMeta;path=${encodeURIComponent('metaDescription_de')}`,
    );
    const textItem = items.find((item) => within(item).queryByText('English changed'))!;
    expect(
      within(textItem).getByRole('link', { name: changedEntry.key }).getAttribute('href'),
    ).toBe(
      `/intent/edit/id=uiText.common;type=uiText;path=${encodeURIComponent(
        `entries[_key=="${changedEntry._key}"].text_de`,
      )}`,
    );
  });

  it('says so when everything is translated', async () => {
    const { client } = createTextsClient(seed);
    themed(<NeedsTranslation client={client} Link={PlainDocumentLink} />);
    await screen.findByText('Every text is translated.');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
