export { AuthProvider, type SessionState, useSession } from './AuthProvider';
export { apiFetch, apiJson, type JsonMethod, sendJson } from './api-fetch';
export {
  changePassword,
  deleteAccount,
  exchangeGoogleCode,
  fetchAuthProviders,
  googleSignInStartUrl,
  requestPasswordReset,
  resetPassword,
  signIn,
  signOut,
  signUp,
} from './auth-api';
export { type AuthOptions, configureAuth } from './config';
export { ApiError, AuthError } from './errors';
export { refreshTokens } from './refresh';
export type { ResponseSchema } from './responses';
export { type AuthMethod, decodeSession, isRecentSignIn, type Session } from './session';
export { ACCESS_TOKEN_KEY, type TokenStore, tokenStore } from './token-store';
export { type ImageOwner, uploadImage } from './upload-image';
