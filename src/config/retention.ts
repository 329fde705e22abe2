/**
 * How long contact messages are kept before `npm run messages -- purge` removes them by default.
 * The privacy notice states the same period, from this constant.
 */
export const MESSAGE_RETENTION_DAYS = 365;
