/** The harness bundles the seed dataset as text (esbuild's text loader). */
declare module '*.ndjson' {
  const text: string;
  export default text;
}
