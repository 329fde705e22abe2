/**
 * How long contact messages are kept before `npm run messages -- purge` removes them by default.
 * The privacy notice states the same period, from this constant.
 */
export const MESSAGE_RETENTION_DAYS = 365;

/**
 * Days a contact message written without a connection is kept in the visitor's browser, unsent, before it
 * is deleted there. The privacy notice states the same period, from this constant.
 */
export const OFFLINE_MESSAGE_RETENTION_DAYS = 30;
