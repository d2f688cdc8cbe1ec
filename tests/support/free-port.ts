import { createServer } from "node:net";
import type { AddressInfo } from "node:net";

/** A port nobody listens on right now (the caller starts its server on it next). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
