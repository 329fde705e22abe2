/**
 * What works without a network once a visitor has opened the site: the pages a shaken visitor needs at the
 * roadside (kept in both languages, whichever the visit), and the small page shown for any other page
 * not yet opened. The service worker's build step, the offline page and the tests read these lists.
 */
export const roadsidePaths = [
  '/',
  '/articles/car-accident-guide',
  '/articles/accident-report',
  '/contact',
  // The what-happened path: it works out its result on the phone, so a shaken visitor can use it without signal.
  '/start',
  // The days after: dates worked out and a journal kept on the phone, both of use where there is no signal.
  '/deadlines',
  '/journal',
  // The public services (is the other vehicle insured? who insures it?): what each does and its address, read
  // without signal and opened once it returns.
  '/public-services',
] as const;

/** Language-neutral path of the offline page ('/offline', '/en/offline'). */
export const offlinePath = '/offline';

/** The service worker's URL; its scope is the whole site. */
export const serviceWorkerUrl = '/sw.js';

/** Seconds a page request waits for the network before a kept copy is shown instead. */
export const networkTimeoutSeconds = 3;
