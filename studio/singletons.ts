/**
 * Singleton documents (site settings): exactly one document under a fixed id, so editors can
 * neither create a second one nor delete or duplicate the one the site reads.
 */
import { SINGLETON_TYPES } from 'schemas';

/** Document actions kept for singletons: no delete, duplicate or unpublish. */
export const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore']);

export function isSingletonType(schemaType: string): boolean {
  return SINGLETON_TYPES.has(schemaType);
}

/** Keeps only the actions a singleton may have. */
export function filterSingletonActions<T extends { action?: string | null }>(actions: T[], schemaType: string): T[] {
  if (!isSingletonType(schemaType)) return actions;
  return actions.filter(({ action }) => typeof action === 'string' && SINGLETON_ACTIONS.has(action));
}

/** Removes singleton types from "create new" templates and menus. */
export function withoutSingletonTemplates<T extends { schemaType: string }>(templates: T[]): T[] {
  return templates.filter(({ schemaType }) => !isSingletonType(schemaType));
}

export function withoutSingletonOptions<T extends { templateId: string }>(options: T[]): T[] {
  return options.filter(({ templateId }) => !isSingletonType(templateId));
}
