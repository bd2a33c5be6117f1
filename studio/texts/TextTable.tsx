/**
 * The table of texts (docs/languages.md): one area — a Site-text or Email-text document, or the
 * error messages, page descriptions, check-ups or services — as a table: key, English, German,
 * Germany German, state; edited in place (into the document's draft), filtered by state
 * (missing, stale, done), searchable across areas. A stale row shows the text its translation
 * was written for against today's as a diff; a text using a glossary variant to avoid says so.
 */
import { Badge, Card, Flex, Select, Stack, Text, TextInput } from '@sanity/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  GLOSSARY_QUERY,
  glossaryProblem,
  messageIn,
  publishedIdOf,
  type GlossaryTerm,
  type StudioLanguage,
} from 'schemas';
import { useStudioLanguage } from '../studioLanguage';
import type { DocumentLink, TextsClient } from './client';
import {
  applyEdit,
  areas,
  COLUMNS,
  editMutations,
  editProblem,
  staleChange,
  TEXT_DOCUMENTS_QUERY,
  visibleRows,
  wordDiff,
  type Area,
  type Column,
  type Filter,
  type Row,
  type TextDocument,
} from './model';
import { ISSUE_TONE as TONE, issueWord, wordsFor, type Words } from './words';

const GLOSSARY_LANGUAGE = { text_en: 'en', text_de: 'de', text_de_DE: 'de_DE' } as const;

/** What the text its translation was written for was, against today's, word by word. */
function StaleDiff({ row, words }: { row: Row; words: Words }) {
  const change = staleChange(row);
  if (!change) return null;
  return (
    <div data-testid="stale-diff" style={{ fontSize: 12, marginTop: 4 }}>
      <Text size={0} muted>
        {words.writtenFor(change.language)}
      </Text>
      <p style={{ margin: '4px 0 0', lineHeight: 1.5 }}>
        {wordDiff(change.before, change.now).map((part, i) =>
          part.kind === 'same' ? (
            <span key={i}>{part.text}</span>
          ) : part.kind === 'removed' ? (
            <del key={i} style={{ background: '#fde2e4', color: '#8a1c2b' }}>
              {part.text}
            </del>
          ) : (
            <ins
              key={i}
              style={{ background: '#dcf5e3', color: '#14532d', textDecoration: 'none' }}
            >
              {part.text}
            </ins>
          ),
        )}
      </p>
    </div>
  );
}

const areaLabel = (area: Pick<Area, 'id' | 'label' | 'type'>, words: Words) =>
  area.id.startsWith('type:') ? (words.areas[area.type] ?? area.label) : area.label;

/** The row's key as shown: an entry's key, or the document's name and the field in words. */
const rowKey = (row: Row, words: Words) =>
  row.prefix === ''
    ? `${row.key.split(' · ')[0]} · ${words.fields[row.base] ?? row.base}`
    : row.key;

type CellState = { state: 'saving' | 'saved' } | { state: 'error'; message: string };

function EditableCell(props: {
  label: string;
  value: string | undefined;
  placeholder?: string;
  onSave: (value: string) => Promise<void>;
  words: Words;
  /** A glossary warning for the saved text, in the editor's language. */
  warning?: string;
}) {
  const { label, value, placeholder, onSave, words, warning } = props;
  const [draft, setDraft] = useState(value ?? '');
  const [status, setStatus] = useState<CellState | undefined>();
  useEffect(() => setDraft(value ?? ''), [value]);
  const save = async () => {
    if (draft === (value ?? '')) return;
    setStatus({ state: 'saving' });
    try {
      await onSave(draft);
      setStatus({ state: 'saved' });
    } catch (error) {
      setStatus({ state: 'error', message: (error as Error).message });
    }
  };
  return (
    <td style={{ verticalAlign: 'top', padding: 4 }}>
      <textarea
        aria-label={label}
        value={draft}
        placeholder={placeholder}
        rows={2}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={() => void save()}
        style={{ width: '100%', minWidth: 160, font: 'inherit', fontSize: 13, resize: 'vertical' }}
        aria-invalid={status?.state === 'error' ? true : undefined}
      />
      {status && (
        <Text
          size={0}
          muted={status.state !== 'error'}
          style={status.state === 'error' ? { color: '#c4314b' } : undefined}
        >
          {status.state === 'error'
            ? `${words.saveFailed}: ${status.message}`
            : words[status.state]}
        </Text>
      )}
      {warning && (
        <Text size={0} style={{ color: '#8a5a00', marginTop: 4 }}>
          ⚠ {warning}
        </Text>
      )}
    </td>
  );
}

export function TextTable({ client, Link }: { client: TextsClient; Link: DocumentLink }) {
  const language: StudioLanguage = useStudioLanguage();
  const words = wordsFor(language);
  const [docs, setDocs] = useState<TextDocument[] | undefined>();
  const [glossary, setGlossary] = useState<GlossaryTerm[]>([]);
  const [failed, setFailed] = useState(false);
  const [namespaceId, setNamespaceId] = useState<string | undefined>();
  const [filter, setFilter] = useState<Filter>('all');
  const [search, setSearch] = useState('');

  useEffect(() => {
    let live = true;
    client
      .fetch<TextDocument[]>(TEXT_DOCUMENTS_QUERY)
      .then((result) => {
        if (!live) return;
        setDocs(result);
        setNamespaceId((current) => current ?? areas(result)[0]?.id);
      })
      .catch(() => live && setFailed(true));
    // The glossary's warnings are hints: without it the table works as before.
    client
      .fetch<GlossaryTerm[]>(GLOSSARY_QUERY)
      .then((terms) => live && setGlossary(terms ?? []))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [client]);

  const shown = useMemo(() => (docs ? areas(docs) : []), [docs]);
  const rows = useMemo(
    () => (docs ? visibleRows(docs, namespaceId, filter, search) : []),
    [docs, namespaceId, filter, search],
  );

  const save = useCallback(
    async (row: Row, column: Column, value: string) => {
      const all = docs ?? [];
      const doc =
        all.find((d) => d._id === `drafts.${row.documentId}`) ??
        all.find((d) => d._id === row.documentId);
      if (!doc) throw new Error(row.documentId);
      const problem = editProblem(doc, row, value);
      if (problem) throw new Error(messageIn(problem, language));
      const mutations = editMutations(doc, row, column, value);
      await client.mutate(mutations);
      const next = applyEdit(doc, mutations);
      setDocs((current) => [
        ...(current ?? []).filter((d) => publishedIdOf(d._id) !== row.documentId),
        next,
      ]);
    },
    [client, docs, language],
  );

  if (failed)
    return (
      <Card padding={4} tone="critical">
        <Text>{words.loadFailed}</Text>
      </Card>
    );
  if (!docs)
    return (
      <Card padding={4}>
        <Text muted>{words.loading}</Text>
      </Card>
    );
  const searching = search.trim() !== '';
  const current = shown.find((area) => area.id === namespaceId)?.document;

  return (
    <Card padding={4} height="fill" overflow="auto">
      <Stack space={4}>
        <Text as="h1" size={3} weight="semibold">
          {words.tableTitle}
        </Text>
        <Flex gap={3} wrap="wrap" align="flex-end">
          <Stack space={2} style={{ minWidth: 220 }}>
            <Text as="label" size={1} weight="medium" htmlFor="texts-namespace">
              {words.namespace}
            </Text>
            <Select
              id="texts-namespace"
              value={namespaceId}
              disabled={searching}
              onChange={(e) => setNamespaceId(e.currentTarget.value)}
            >
              {shown.map((area) => (
                <option key={area.id} value={area.id}>
                  {areaLabel(area, words)}
                </option>
              ))}
            </Select>
          </Stack>
          <Stack space={2} style={{ minWidth: 220 }}>
            <Text as="label" size={1} weight="medium" htmlFor="texts-filter">
              {words.filter}
            </Text>
            <Select
              id="texts-filter"
              value={filter}
              onChange={(e) => setFilter(e.currentTarget.value as Filter)}
            >
              <option value="all">{words.filterAll}</option>
              <option value="missing">{words.filterMissing}</option>
              <option value="stale">{words.filterStale}</option>
              <option value="done">{words.filterDone}</option>
            </Select>
          </Stack>
          <Stack space={2} style={{ flex: 1, minWidth: 220 }}>
            <Text as="label" size={1} weight="medium" htmlFor="texts-search">
              {words.search}
            </Text>
            <TextInput
              id="texts-search"
              type="search"
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
            />
          </Stack>
        </Flex>
        {!searching && current?._id.startsWith('drafts.') && (
          <Card padding={3} tone="caution" radius={2}>
            <Flex gap={3} align="center">
              <Text size={1}>{words.draft}</Text>
              <Link id={publishedIdOf(current._id)} type={current._type}>
                {words.openDocument}
              </Link>
            </Flex>
          </Card>
        )}
        <Text size={1} muted role="status">
          {words.rows(rows.length)}
        </Text>
        {rows.length === 0 ? (
          <Text muted>{words.noRows}</Text>
        ) : (
          <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 13 }}>
            <thead>
              <tr style={{ textAlign: 'left' }}>
                {searching && <th scope="col">{words.namespace}</th>}
                <th scope="col">{words.key}</th>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {words[column]}
                  </th>
                ))}
                <th scope="col">{words.status}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={`${row.documentId}/${row.linkPath}`}
                  style={{ borderTop: '1px solid #e3e4e8' }}
                >
                  {searching && (
                    <td style={{ verticalAlign: 'top', padding: 4 }}>
                      <Text size={1}>
                        {areaLabel(
                          shown.find((area) => area.id === row.area) ?? {
                            id: row.area,
                            label: row.area,
                            type: row.type,
                          },
                          words,
                        )}
                      </Text>
                    </td>
                  )}
                  <th
                    scope="row"
                    style={{ verticalAlign: 'top', padding: 4, textAlign: 'left', fontWeight: 500 }}
                  >
                    <Link id={row.documentId} type={row.type} path={row.linkPath}>
                      <code style={{ fontSize: 12 }}>{rowKey(row, words)}</code>
                    </Link>
                  </th>
                  {COLUMNS.map((column) => {
                    const problem = row[column]
                      ? glossaryProblem(row[column], GLOSSARY_LANGUAGE[column], glossary)
                      : null;
                    return (
                      <EditableCell
                        key={column}
                        label={`${words[column]}: ${rowKey(row, words)}`}
                        value={row[column]}
                        placeholder={column === 'text_de_DE' ? words.germanDE : undefined}
                        onSave={(value) => save(row, column, value)}
                        words={words}
                        warning={problem ? messageIn(problem, language) : undefined}
                      />
                    );
                  })}
                  <td style={{ verticalAlign: 'top', padding: 4, maxWidth: 320 }}>
                    <Flex gap={1} wrap="wrap">
                      <Badge
                        tone={
                          row.issue ? TONE[row.issue] : row.variant ? TONE[row.variant] : 'positive'
                        }
                      >
                        {issueWord(words, row.issue ?? row.variant)}
                      </Badge>
                      {row.issue && row.variant && (
                        <Badge tone={TONE[row.variant]}>{issueWord(words, row.variant)}</Badge>
                      )}
                    </Flex>
                    <StaleDiff row={row} words={words} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Stack>
    </Card>
  );
}
