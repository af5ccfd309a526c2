// An answer sent before the request's body was read (a 413 from the headers, a 401, a 415) has to
// reach the client. Closing a connection that still has unread bytes makes the kernel send a
// reset, and a reset makes the client's kernel drop whatever answer the client has not read yet:
// Node closes that way when an answer says `Connection: close`, and @hono/node-server after
// 500 ms of reading. So once such an answer is sent, the rest of the body is read and thrown
// away, and past a bound the connection ends with a lingering close (RFC 9112 §9.6).

/**
 * The most of an unread body a server reads after answering, connection kept: several times
 * the largest body the BFF takes (a 5 MB photo), so a phone's too-large photo or a bulk approval
 * of 70,000 ids ends normally; a client that sends more is not a browser that made a mistake.
 */
export const DRAIN_LIMIT_BYTES = 32 * 1024 * 1024;

/** How long a lingering close reads on, and how long a closing connection waits for a silent client. */
export const LINGER_MS = 5_000;

/**
 * Makes `server` read and discard what is left of a request body once the request's answer is
 * sent, up to {@link DRAIN_LIMIT_BYTES}; then the connection serves the next request, or closes
 * if the answer said `Connection: close`. A longer body (declared or counted) gets a lingering
 * close: the server ends its side (the client reads the answer, then the end of the
 * connection) and reads on for {@link LINGER_MS} at most. The server's own consumers of the
 * body (a proxy's pipe, a web stream) are detached first, as Node does for a body nobody read.
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
  /** @type {NodeJS.Timeout | undefined} */
  let lingering;
  const linger = () => {
    if (lingering) return;
    if (!socket.writableEnded) socket.end();
    lingering = setTimeout(() => socket.destroy(), LINGER_MS);
  };
  let read = 0;
  /** @param {Buffer} chunk */
  const discard = (chunk) => {
    read += chunk.length;
    if (read > DRAIN_LIMIT_BYTES) linger();
  };
  req.unpipe();
  req.removeAllListeners('data');
  req.on('data', discard);
  req.once('end', () => {
    if (socket.writableEnded) socket.destroy();
  });
  req.once('close', () => {
    clearTimeout(lingering);
    req.off('data', discard);
  });
  if (Number(req.headers['content-length']) > DRAIN_LIMIT_BYTES) linger();
  req.resume();
}
