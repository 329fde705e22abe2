import { ConfigError, configErrorText } from '../../../src/lib/contact/settings-schema.ts';
import { loadFunctionSettings, type FunctionSettings } from './settings-schema.ts';

declare const EdgeRuntime: unknown;

/**
 * The settings, or, when a variable is wrong, the same lines the Node server prints and exit code 1,
 * before anything is served. Supabase's Edge Runtime ignores Deno.exit: there the function refuses to
 * load instead, so it never answers a request with those settings.
 */
function settingsOrExit(): FunctionSettings {
  try {
    return loadFunctionSettings((name) => Deno.env.get(name));
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(configErrorText(error));
    if (typeof EdgeRuntime !== 'undefined') throw error;
    Deno.exit(1);
  }
}

/** Read once, as each function (and the local runner) loads: a bad value stops it before it serves anything. */
export const settings: FunctionSettings = settingsOrExit();
