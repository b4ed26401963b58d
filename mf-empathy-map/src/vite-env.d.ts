/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** A release label shown in the editor (see this package's README: publishing a new build). */
  readonly VITE_RELEASE_LABEL?: string;
}
