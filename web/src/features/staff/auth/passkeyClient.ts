/**
 * better-auth's browser client with the passkey plugin, loaded only when a passkey is used
 * (sign-in, the account page), so the WebAuthn code stays out of the desk's other pages.
 */
export async function passkeyAuthClient() {
  const { createAuthClient } = await import('better-auth/client');
  const { passkeyClient } = await import('@better-auth/passkey/client');
  return createAuthClient({ basePath: '/api/staff/auth', plugins: [passkeyClient()] });
}
