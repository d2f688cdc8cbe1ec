// A connection answered before its request's body has all arrived (a body past the cap answered
// 413, a bad address answered before its body) is closed after the answer, as HTTP asks, but not
// at once. Node closes it as soon as the answer is written; the client may still be sending then,
// and the kernel answers bytes arriving at (or left unread in) a closed socket with a reset. A
// client still writing gets EPIPE or ECONNRESET and loses the answer it was sent. So the answer is
// followed by a half-close, and what the client still sends is read and dropped, for a bounded
// time and number of bytes, before the socket goes: nginx's "lingering close".
// Plain JavaScript: server.mjs loads it without a build step.
import { setTimeout, clearTimeout } from "node:timers";

/** How long the client has to see the answer and stop sending (it has the answer well before). */
export const LINGER_MS = 2_000;
/** What is read and dropped at most: a client that sends on regardless is not worth more. */
export const LINGER_BYTES = 4 * 1024 * 1024;

/**
 * Makes `response`, when it starts before `request`'s body has all arrived, close its connection
 * gently: `Connection: close`, then the answer, a half-close, and the rest of the body dropped.
 */
export function closeGentlyWhenAnsweredEarly(request, response, { lingerMs = LINGER_MS, lingerBytes = LINGER_BYTES } = {}) {
  // Kept now: reading the body through a Web stream and cancelling it clears `request.socket`.
  const socket = request.socket;
  const writeHead = response.writeHead;
  response.writeHead = function (...args) {
    if (!request.complete && !this.headersSent && socket) {
      // The rest of the body will not be parsed, so the connection cannot carry another request.
      this.setHeader("connection", "close");
      // Node ends a `Connection: close` answer's connection with destroySoon() once it is written:
      // this socket's lingers first.
      socket.destroySoon = () => endGently(socket, undefined, { lingerMs, lingerBytes });
    }
    return writeHead.apply(this, args);
  };
}

/**
 * Ends `socket` (after `answer`, when given), then reads and drops what the client still sends
 * until it closes its side, for `lingerMs` and `lingerBytes` at most, before closing it.
 */
export function endGently(socket, answer, { lingerMs = LINGER_MS, lingerBytes = LINGER_BYTES } = {}) {
  if (socket.destroyed) return;
  let dropped = 0;
  const drop = (chunk) => {
    dropped += chunk.length;
    if (dropped > lingerBytes) socket.destroy();
  };
  // The HTTP parser is done with this connection: it stops reading at a body nobody reads (a
  // cancelled request body pauses the socket), or failed on what it read. The bytes come here
  // instead. Adding a 'data' listener also makes Node hand the socket's bytes to JavaScript again.
  socket.on("data", drop);
  for (const listener of socket.listeners("data")) if (listener !== drop) socket.off("data", listener);
  const timer = setTimeout(() => socket.destroy(), lingerMs);
  socket.once("close", () => clearTimeout(timer));
  // The client's own close (it read the answer) ends the wait.
  socket.once("end", () => socket.destroy());
  if (socket.writable) socket.end(answer);
  socket.resume();
}
