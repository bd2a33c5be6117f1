/** The harness's stand-in for ../studioLanguage (no Studio around it): the language it was asked for. */
export function useStudioLanguage(): 'en' | 'de' {
  return (window as unknown as { __HARNESS__: { language: 'en' | 'de' } }).__HARNESS__.language;
}
