import { SMTPServer } from 'smtp-server';
import { readMail, type ReadMail } from './read-mail.ts';

/** A real SMTP server on 127.0.0.1 that keeps every message it accepts: the firm's inbox in tests. */
export interface MailPeer {
  port: number;
  /** Accepted messages, in arrival order. */
  messages: ReadMail[];
  /** The envelope recipients (RCPT TO) of each accepted message, in the same order. */
  recipients: string[][];
  /** Resolves once at least `count` messages arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReadMail[]>;
  close(): Promise<void>;
}

interface MailPeerOptions {
  /** SMTP over TLS from the first byte (port 465 style), with this key and certificate. */
  tls?: { key: string; cert: string };
  /** While true, messages are read but never answered: a server that hangs mid-send. */
  stalled?: { value: boolean };
  /**
   * While `until` is set, each message is read and its answer waits for that promise: a server that accepts
   * late, at a moment the test chooses. `waiting` counts the messages read and not yet answered.
   */
  held?: { until: Promise<void> | null; waiting: number };
  /** Recipients refused at RCPT TO, with the reply code (550: for good, 450: for now, 0: accepted); may change during a test. */
  refuse?: Record<string, number>;
}

/** Starts the peer on `port` (0: any free port). */
export async function startMailPeer(port = 0, { tls, stalled, held, refuse }: MailPeerOptions = {}): Promise<MailPeer> {
  const messages: ReadMail[] = [];
  const recipients: string[][] = [];
  const server = new SMTPServer({
    ...(tls ? { secure: true, key: tls.key, cert: tls.cert } : {}),
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The outbox keeps pooled connections open; closing the peer must not wait 30 s for them.
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      const code = refuse?.[address.address.toLowerCase()];
      if (!code) {
        callback();
        return;
      }
      callback(
        Object.assign(new Error(`${code === 550 ? '5.1.1' : '4.2.1'} <${address.address}>: mailbox unavailable`), { responseCode: code }),
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (stalled?.value) return;
        // Parsed before it is answered, so a message counts as received only once it can be read.
        const parsed = readMail(Buffer.concat(chunks));
        const accept = async () => {
          messages.push(await parsed);
          recipients.push(session.envelope.rcptTo.map((r) => r.address));
          callback();
        };
        if (!held?.until) return void accept().catch(callback);
        held.waiting++;
        void held.until
          .then(() => {
            held.waiting--;
            return accept();
          })
          .catch(callback);
      });
    },
  });
  // A client that gives up mid-connection (a killed deliverer, a refused certificate) is not the peer's failure.
  server.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    messages,
    recipients,
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} e-mails, got ${messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
