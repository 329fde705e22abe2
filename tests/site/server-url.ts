import { inject } from 'vitest';

/** The real server over dist/ that the `site` project's global setup started. */
export const serverUrl = () => inject('siteServerUrl');
