// `npm run sandbox`: starts the provider simulator on SANDBOX_HOST:SANDBOX_PORT (127.0.0.1:4010).
import { serve } from "@hono/node-server";
import { createSandbox } from "./app";
import { readConfig } from "./config";

const config = readConfig();
const { app, state, file } = createSandbox(config);

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  // Tests start the sandbox on port 0 and read the real port from this line.
  console.info(`sandbox listening on http://${config.host}:${info.port}`);
  console.info(`callbacks go to ${config.callbackUrl}`);
  console.info(`state kept in ${config.dataDir}`);
});

// What is under way stays on disk for the next start: stop the timers, let the last write finish.
function stop() {
  state.stopTimers();
  server.close(() => void file.settled().then(() => process.exit(0)));
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
