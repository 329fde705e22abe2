export { messageIdFactory } from '../../src/lib/contact/message-id.ts';
