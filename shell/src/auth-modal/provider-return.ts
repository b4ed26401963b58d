/**
 * What the provider's redirect back to the site carries (spec §4 'External provider
 * return'): a `code` and its `state` after approval, or an OAuth `error` (the person
 * declined, or the API could not reach the provider when starting).
 */
export type ProviderReturn =
  | { kind: 'code'; code: string; state: string | undefined }
  | { kind: 'error'; reason: ProviderErrorReason };

type ProviderErrorReason = 'cancelled' | 'unavailable' | 'notConfigured' | 'failed';

/** OAuth 2.0 error codes (RFC 6749 §4.1.2.1) and the API's own, by what they mean here. */
const ERROR_REASONS: Record<string, ProviderErrorReason> = {
  access_denied: 'cancelled',
  temporarily_unavailable: 'unavailable',
  server_error: 'unavailable',
  not_configured: 'notConfigured',
};

export function readProviderReturn(search: string): ProviderReturn | null {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  if (code) return { kind: 'code', code, state: params.get('state') ?? undefined };
  const error = params.get('error');
  if (error) return { kind: 'error', reason: ERROR_REASONS[error] ?? 'failed' };
  return null;
}
