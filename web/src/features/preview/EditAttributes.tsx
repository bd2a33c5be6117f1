/**
 * The page's edit attributes (shared/editAttributes.ts) for the elements that show a price or
 * a Settings link. Draft mode only: elsewhere the map is empty, so `data-sanity={…[key]}`
 * renders nothing and published pages load no Sanity code for it.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { EditAttributes } from '@/shared/editAttributes';

const NONE: EditAttributes = {};
const EditAttributesContext = createContext<EditAttributes>(NONE);

/** _app provides pageProps.editAttributes. */
export function EditAttributesProvider({
  attributes,
  children,
}: {
  attributes?: EditAttributes;
  children: ReactNode;
}) {
  return (
    <EditAttributesContext.Provider value={attributes ?? NONE}>
      {children}
    </EditAttributesContext.Provider>
  );
}

export function useEditAttributes(): EditAttributes {
  return useContext(EditAttributesContext);
}
