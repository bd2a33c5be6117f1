/**
 * The translation tools in Studio: the "Texts" tool (the table of texts) and the pane behind
 * "Needs translation" in the desk, both on the Studio's own client and intent links.
 */
import { ThListIcon } from '@sanity/icons/ThList';
import { useMemo } from 'react';
import { useClient, type Tool } from 'sanity';
import { IntentLink } from 'sanity/router';
import { VALIDATION_API_VERSION } from 'schemas';
import type { DocumentLink, TextsClient } from './client';
import { NeedsTranslation } from './NeedsTranslation';
import { TextTable } from './TextTable';

/** Opens the document, at the field when `path` is given (Studio's edit intent takes `path`). */
const StudioDocumentLink: DocumentLink = ({ id, type, path, children }) => (
  <IntentLink intent="edit" params={path ? { id, type, path } : { id, type }}>
    {children}
  </IntentLink>
);

function useTextsClient(): TextsClient {
  const client = useClient({ apiVersion: VALIDATION_API_VERSION });
  return useMemo(
    () => ({
      // Drafts are read too: the tools show what the translator is working on.
      fetch: (query: string) => client.withConfig({ perspective: 'raw' }).fetch(query),
      mutate: (mutations: unknown[]) => client.mutate(mutations as never),
    }),
    [client],
  );
}

function TextsTool() {
  return <TextTable client={useTextsClient()} Link={StudioDocumentLink} />;
}

export function NeedsTranslationPane() {
  return <NeedsTranslation client={useTextsClient()} Link={StudioDocumentLink} />;
}

export const textsTool: Tool = {
  name: 'texts',
  title: 'Texts',
  icon: ThListIcon,
  component: TextsTool,
};
