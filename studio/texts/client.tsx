/** What the translation tools need of the Studio's client (a stand-in in tests). */
export interface TextsClient {
  fetch<T>(query: string): Promise<T>;
  mutate(mutations: unknown[]): Promise<unknown>;
}

/** A link that opens a document in Studio, at a field when `path` is given (tools.tsx). */
export type DocumentLink = (props: {
  id: string;
  type: string;
  path?: string;
  children: React.ReactNode;
}) => React.ReactElement;

/** Outside Studio (tests, the screenshot harness): a plain link to the intent URL. */
export const PlainDocumentLink: DocumentLink = ({ id, type, path, children }) => (
  <a href={`/intent/edit/id=${id};type=${type}${path ? `;path=${encodeURIComponent(path)}` : ''}`}>
    {children}
  </a>
);
