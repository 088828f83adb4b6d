/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API when it is not served from the same origin (default: same origin). */
  readonly VITE_API_BASE_URL?: string;
  /** The third-party performance simulator: the page to frame, or its embed script (.js). Unset: no simulator. */
  readonly VITE_SIMULATOR_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
