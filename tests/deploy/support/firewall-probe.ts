/**
 * Run inside the network namespace of tests/deploy/firewall.test.ts, where deploy/nftables-law-site.nft
 * is loaded: a server on port 80 that keeps every connection open, one client that opens more connections
 * than the firewall lets one address keep, and another that opens new ones faster than it lets one
 * address open them. Prints what got through, as JSON.
 */
import { createServer, connect, type Socket } from 'node:net';

const server = createServer((socket) => socket.on('error', () => {}));
await new Promise<void>((resolve) => server.listen(80, '127.0.0.1', resolve));

/** Connects from `localAddress`; true once connected, false when reset or not answered within the time. */
function attempt(localAddress: string, keep: Socket[], timeoutMs = 1_000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: 80, localAddress });
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(false);
    }, timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      keep.push(socket);
      resolve(true);
    });
    socket.once('error', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
}

// Open at once: one address, 70 connections kept open, opened a few at a time (under the rate limit).
const open: Socket[] = [];
let kept = 0;
for (let i = 0; i < 70; i++) {
  if (await attempt('127.0.0.1', open)) kept++;
  await new Promise((resolve) => setTimeout(resolve, 20));
}

// New a second: another address, 150 connections opened together, each closed once open.
const brief: Socket[] = [];
const opened = (await Promise.all(Array.from({ length: 150 }, () => attempt('127.0.0.2', brief)))).filter(Boolean).length;

for (const socket of [...open, ...brief]) socket.destroy();
server.close();
console.log(JSON.stringify({ kept, opened }));
