import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  /** Header names in lower case; repeated headers joined with ', '. */
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * Sends a request exactly as written (request line, headers, body) on a connection of its own and reads
 * the answer until the server closes it (`Connection: close`). Node's HTTP client refuses or rewrites the
 * hostile request targets these tests need, so the bytes go out over a plain socket. The socket stays open
 * for writing, as a browser's does: Node's server drops a request still being answered once its client
 * half-closes.
 */
export function rawRequest(
  url: string,
  target: string | Buffer,
  {
    method = 'GET',
    headers = {},
    timeoutMs = 10_000,
    host = true,
  }: { method?: string; headers?: Record<string, string>; timeoutMs?: number; host?: boolean } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  const head = Buffer.concat([
    Buffer.from(`${method} `, 'latin1'),
    typeof target === 'string' ? Buffer.from(target, 'latin1') : target,
    Buffer.from(` HTTP/1.1\r\n${host ? `Host: ${hostname}:${port}\r\n` : ''}Connection: close\r\n`, 'latin1'),
    Buffer.from(
      Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') + '\r\n',
      'latin1',
    ),
  ]);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer to ${method} ${String(target).slice(0, 80)} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('end', () => {
      clearTimeout(timer);
      try {
        resolve(parseResponse(Buffer.concat(chunks)));
      } catch (error) {
        reject(error);
      }
    });
    socket.write(head);
  });
}

function parseResponse(data: Buffer): RawResponse {
  const split = data.indexOf('\r\n\r\n');
  if (split < 0) throw new Error(`incomplete HTTP response: ${JSON.stringify(data.toString('latin1').slice(0, 200))}`);
  const [statusLine, ...lines] = data.subarray(0, split).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine!)?.[1]);
  if (!status) throw new Error(`not an HTTP status line: ${statusLine}`);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  const body = data.subarray(split + 4);
  if (headers['transfer-encoding'] === 'chunked') return { status, headers, body: dechunk(body) };
  return { status, headers, body };
}

function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    const size = parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}
