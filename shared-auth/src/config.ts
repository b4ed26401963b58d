/**
 * Page-wide settings. The package is a Module Federation singleton, so whatever the shell
 * configures here holds for every remote on the page as well.
 */
export interface AuthOptions {
  /** Prefix for every `/api/...` path; empty (same origin) unless the API lives elsewhere. */
  baseUrl?: string;
  /** How the page starts over after a failed refresh or a sign-out; tests inject a spy. */
  reload?: () => void;
}

interface AuthConfig {
  baseUrl: string;
  reload: () => void;
}

const defaults: AuthConfig = {
  baseUrl: '',
  reload: () => window.location.reload(),
};

let config: AuthConfig = { ...defaults };

/** Options left out keep their current value; `configureAuth({})` changes nothing. */
export function configureAuth(options: AuthOptions): void {
  config = {
    baseUrl: options.baseUrl ?? config.baseUrl,
    reload: options.reload ?? config.reload,
  };
}

/** Back to same-origin calls and a real reload (tests). */
export function resetAuthConfig(): void {
  config = { ...defaults };
}

export function apiUrl(path: string): string {
  // A trailing slash on the base and a leading one on the path would double up.
  return `${config.baseUrl.replace(/\/+$/, '')}${path}`;
}

export function reloadPage(): void {
  config.reload();
}
