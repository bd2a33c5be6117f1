/**
 * A fetch answer for jsdom tests: jsdom has no Response, and the fetch client only reads
 * ok, status and text().
 */
export function jsonResponse(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(body) };
}
