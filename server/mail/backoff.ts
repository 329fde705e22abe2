export { retryDelay, type Backoff } from '../../src/lib/contact/backoff.ts';
