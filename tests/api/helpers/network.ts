// Whether a server can be reached from elsewhere: this machine's own address on a network, and a
// request to it.
import { networkInterfaces } from "node:os";

/** An address of this machine on a network (not loopback); undefined on a machine with none. */
export const networkAddress = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && !a.internal && a.family === "IPv4")?.address;

/** Whether anything answers HTTP at this address and port (any answer counts). */
export const answersAt = (host: string, port: number, path = "/") =>
  fetch(`http://${host}:${port}${path}`, { signal: AbortSignal.timeout(5_000) }).then(() => true, () => false);
