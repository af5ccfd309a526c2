// An answer sent before the request's body was read (a 413 from the headers, a 401, a 415) has to
// reach the client. Closing a connection that still has unread bytes makes the kernel send a
// reset, and a reset makes the client's kernel drop whatever answer the client has not read yet:
// Node closes that way when an answer says `Connection: close`, and @hono/node-server after
// 500 ms of reading. So once such an answer is sent, the rest of the body is read and thrown
// away (RFC 9112 §9.6), up to a bound.

/**
 * The most of an unread body a server reads after answering, connection kept: several times
 * the largest body the BFF takes (a 5 MB photo), so a phone's too-large photo or a bulk approval
 * of 70,000 ids ends normally; a client that sends more is not a browser that made a mistake.
 */
export const DRAIN_LIMIT_BYTES = 32 * 1024 * 1024;

/**
 * How long a connection whose server has ended its side stays open: the time a client has to
 * read the answer and the end of the connection before the close (Go's server gives 500 ms).
 */
export const LINGER_MS = 5_000;

/**
 * Makes `server` read and discard what is left of a request body once the request's answer is
 * sent, up to {@link DRAIN_LIMIT_BYTES}; then the connection serves the next request, or closes
 * if the answer said `Connection: close`. A longer body (declared or counted) is not read
 * further: the server ends its side (the client reads the answer, then the end of the
 * connection) and closes {@link LINGER_MS} later. The server's own consumers of the body (a
 * proxy's pipe, a web stream) are detached first, as Node does for a body nobody read.
 * @template {import('node:http').Server} S
 * @param {S} server
 * @returns {S}
 */
export function drainEarlyAnswers(server) {
  server.prependListener('request', (req, res) => {
    res.once('finish', () => {
      if (!req.complete && !req.destroyed) drain(req);
    });
  });
  return server;
}

/** @param {import('node:http').IncomingMessage} req */
function drain(req) {
  const { socket } = req;
  if (socket.writableEnded) {
    // An answer that says `Connection: close` has made Node end the connection and destroy it
    // as soon as the answer is flushed, unread bytes and all: it waits for the body's end (or
    // a client silent for LINGER_MS) instead.
    socket.removeListener('finish', socket.destroy);
    socket.setTimeout(LINGER_MS);
  }
  let read = 0;
  /** @param {Buffer} chunk */
  const discard = (chunk) => {
    read += chunk.length;
    if (read > DRAIN_LIMIT_BYTES) stop();
  };
  // Reading an attacker's flood to its end would cost the server the flood: past the bound the
  // server only gives the client time to read its answer.
  const stop = () => {
    req.off('data', discard);
    req.pause();
    if (!socket.writableEnded) socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    socket.once('close', () => clearTimeout(timer));
  };
  req.unpipe();
  req.removeAllListeners('data');
  if (Number(req.headers['content-length']) > DRAIN_LIMIT_BYTES) return stop();
  req.on('data', discard);
  req.once('end', () => {
    if (socket.writableEnded) socket.destroy();
  });
  req.resume();
}
