// The drain as a client over a raw socket sees it (no HTTP client library that could hide a
// reset): a server that answers 413 from the headers, without reading the body.
import assert from 'node:assert/strict';
import http from 'node:http';
import { connect } from 'node:net';
import { after, before, test } from 'node:test';
import { DRAIN_LIMIT_BYTES, drainEarlyAnswers } from './early-answers.js';

const ANSWER = JSON.stringify({ code: 'payload_too_large' });
let server;
let port;

before(async () => {
  server = drainEarlyAnswers(
    http.createServer((req, res) => {
      const close = req.url === '/close' ? { connection: 'close' } : {};
      res.writeHead(413, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(ANSWER),
        ...close,
      });
      res.end(ANSWER);
    }),
  );
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = server.address().port;
});

after(() => {
  server.closeAllConnections();
  server.close();
});

/**
 * Opens a connection, sends a POST of `bytes` bytes declared by Content-Length in 64 KiB writes
 * (all of them, or until the first answer with `untilAnswered`), then a bodiless GET on the same
 * connection when `then` is set. Resolves with everything the server sent and the socket error
 * met, if any, once the connection has ended.
 */
function exchange(path, bytes, { untilAnswered = false, then = false } = {}) {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    let received = '';
    let error;
    socket.on('data', (chunk) => (received += chunk));
    socket.on('error', (failure) => (error ??= failure.code));
    socket.on('close', () => resolve({ received, error }));
    socket.write(`POST ${path} HTTP/1.1\r\nhost: x\r\ncontent-length: ${bytes}\r\n\r\n`);
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const send = async (left) => {
      if (left <= 0 || socket.destroyed || (untilAnswered && received.includes(ANSWER))) {
        if (then) socket.write('GET /again HTTP/1.1\r\nhost: x\r\n\r\n');
        setTimeout(() => socket.end(), 50);
        return;
      }
      const piece = chunk.subarray(0, Math.min(left, chunk.length));
      if (!socket.write(piece)) await new Promise((next) => socket.once('drain', next));
      setImmediate(() => send(left - piece.length));
    };
    send(bytes);
  });
}

test('a body within the limit is read to its end and the connection serves the next request', async () => {
  const { received, error } = await exchange('/', 3 * 1024 * 1024, { then: true });
  assert.equal(error, undefined);
  assert.equal(received.match(/HTTP\/1\.1 413 /g)?.length, 2, received);
});

test('an answer that closes the connection still waits for the end of the body', async () => {
  const { received, error } = await exchange('/close', 3 * 1024 * 1024);
  assert.equal(error, undefined);
  assert.match(received, /^HTTP\/1\.1 413 [^]*connection: close/im);
  assert.ok(received.endsWith(ANSWER));
});

test('a body declared over the limit gets its answer, then the end of the connection', async () => {
  const { received, error } = await exchange('/', DRAIN_LIMIT_BYTES * 4, { untilAnswered: true });
  assert.equal(error, undefined);
  assert.match(received, /^HTTP\/1\.1 413 /);
  assert.ok(received.endsWith(ANSWER));
});
