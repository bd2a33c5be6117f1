/**
 * A JSON POST to an automation webhook (the staff channel's STAFF_WEBHOOK_URL, the idle
 * dialog's IDLE_WEBHOOK_URL): five seconds at most, and a non-2xx answer throws.
 */
export async function postWebhook(name: string, url: string, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) throw new Error(`${name} webhook answered ${response.status}`);
}
