/**
 * The navigation's tool titles in the Studio's language (docs/languages.md, "German Studio"):
 * a tool has one `title`, so the tool menu (studio.components.toolMenu) hands its own tools'
 * titles through Sanity's i18n (`tool.<name>` in ./i18n.ts's bundles) before rendering.
 */
import { useMemo } from 'react';
import { useTranslation, type ToolMenuProps } from 'sanity';
import { STUDIO_NAMESPACE, TOOL_WORDS } from './i18n';

const OWN_TOOLS = new Set(Object.keys(TOOL_WORDS));

export function LocalizedToolMenu(props: ToolMenuProps) {
  const { t } = useTranslation(STUDIO_NAMESPACE);
  const tools = useMemo(
    () =>
      props.tools.map((tool) =>
        OWN_TOOLS.has(tool.name) ? { ...tool, title: t(`tool.${tool.name}`) } : tool,
      ),
    [props.tools, t],
  );
  return props.renderDefault({ ...props, tools });
}
