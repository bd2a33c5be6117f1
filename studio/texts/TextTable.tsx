/**
 * The table of texts (docs/languages.md): one Site-text or Email-text namespace as a table —
 * key, English, German, Germany German, status — edited in place (into the document's draft),
 * filtered to missing or to German written for an older English, searchable across namespaces.
 */
import { Badge, Card, Flex, Select, Stack, Text, TextInput } from '@sanity/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { publishedIdOf } from 'schemas';
import { useStudioLanguage } from '../studioLanguage';
import type { DocumentLink, TextsClient } from './client';
import {
  applyEdit,
  COLUMNS,
  editMutations,
  editProblem,
  namespaceOf,
  namespaces,
  TEXT_DOCUMENTS_QUERY,
  visibleRows,
  type Column,
  type Filter,
  type Row,
  type TextDocument,
} from './model';
import { ISSUE_TONE as TONE, issueWord, wordsFor, type Words } from './words';

type CellState = { state: 'saving' | 'saved' } | { state: 'error'; message: string };

function EditableCell(props: {
  label: string;
  value: string | undefined;
  placeholder?: string;
  onSave: (value: string) => Promise<void>;
  words: Words;
}) {
  const { label, value, placeholder, onSave, words } = props;
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
    </td>
  );
}

export function TextTable({ client, Link }: { client: TextsClient; Link: DocumentLink }) {
  const words = wordsFor(useStudioLanguage());
  const [docs, setDocs] = useState<TextDocument[] | undefined>();
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
        setNamespaceId((current) => current ?? publishedIdOf(namespaces(result)[0]?._id ?? ''));
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [client]);

  const shown = useMemo(() => (docs ? namespaces(docs) : []), [docs]);
  const rows = useMemo(
    () => (docs ? visibleRows(docs, namespaceId, filter, search) : []),
    [docs, namespaceId, filter, search],
  );

  const save = useCallback(
    async (row: Row, column: Column, value: string) => {
      const doc = shown.find((d) => publishedIdOf(d._id) === row.documentId);
      if (!doc) throw new Error(row.documentId);
      const problem = editProblem(doc, row.entry, value);
      if (problem) throw new Error(problem);
      const mutations = editMutations(
        doc as TextDocument & Record<string, unknown>,
        row.entry,
        column,
        value,
      );
      await client.mutate(mutations);
      const next = applyEdit(doc, row.entry, column, value, mutations);
      setDocs((current) => [
        ...(current ?? []).filter((d) => publishedIdOf(d._id) !== row.documentId),
        next,
      ]);
    },
    [client, shown],
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
  const current = shown.find((d) => publishedIdOf(d._id) === namespaceId);

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
              {shown.map((doc) => (
                <option key={doc._id} value={publishedIdOf(doc._id)}>
                  {namespaceOf(doc)}
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
              <option value="english-changed">{words.filterChanged}</option>
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
                  key={`${row.documentId}/${row.entry._key}`}
                  style={{ borderTop: '1px solid #e3e4e8' }}
                >
                  {searching && (
                    <td style={{ verticalAlign: 'top', padding: 4 }}>
                      <Text size={1}>{row.namespace}</Text>
                    </td>
                  )}
                  <th
                    scope="row"
                    style={{ verticalAlign: 'top', padding: 4, textAlign: 'left', fontWeight: 500 }}
                  >
                    <Link
                      id={row.documentId}
                      type={row.type}
                      path={`entries[_key=="${row.entry._key}"]`}
                    >
                      <code style={{ fontSize: 12 }}>{row.entry.key ?? row.entry._key}</code>
                    </Link>
                  </th>
                  {COLUMNS.map((column) => (
                    <EditableCell
                      key={column}
                      label={`${words[column]}: ${row.entry.key ?? row.entry._key}`}
                      value={row.entry[column]}
                      placeholder={column === 'text_de_DE' ? words.germanDE : undefined}
                      onSave={(value) => save(row, column, value)}
                      words={words}
                    />
                  ))}
                  <td style={{ verticalAlign: 'top', padding: 4 }}>
                    <Badge tone={row.issue ? TONE[row.issue] : 'positive'}>
                      {issueWord(words, row.issue)}
                    </Badge>
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
