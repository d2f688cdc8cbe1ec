// The provider simulator: seven base URLs on one server, plus logos and the control API.
import { Hono } from "hono";
import { logoSvg } from "./catalog";
import type { SandboxConfig } from "./config";
import { ProviderFault } from "./errors";
import type { SandboxEnv } from "./http";
import { uuid } from "./ids";
import { context, injectFaults, requireApiKey, requireToken } from "./middleware";
import { agenda } from "./routes/agenda";
import { auth } from "./routes/auth";
import { companies } from "./routes/companies";
import { control } from "./routes/control";
import { controlTrace } from "./routes/control-trace";
import { recharge } from "./routes/recharge";
import { services } from "./routes/services";
import { subscriptions } from "./routes/subscriptions";
import { tools } from "./routes/tools";
import { resumePending } from "./settle";
import { restore, serialize } from "./snapshot";
import { SandboxState } from "./state";
import { StateFile } from "./state-file";

const PROVIDER_BASES = {
  "/auth": auth,
  "/companies": companies,
  "/services": services,
  "/recharge": recharge,
  "/subscriptions": subscriptions,
  "/agenda": agenda,
  "/tools": tools,
} as const;

export function createSandbox(config: SandboxConfig) {
  const state = new SandboxState();
  const file = new StateFile(config.dataDir, () => state.faults.stateWriteDelayMs);
  restore(state, file.read());
  state.persist = () => file.commit(() => serialize(state));
  state.written = () => file.settled();
  resumePending(state, config);
  const app = new Hono<SandboxEnv>();

  app.use("*", context(config, state));
  for (const base of Object.keys(PROVIDER_BASES)) {
    app.use(`${base}/*`, injectFaults, requireApiKey);
    if (base !== "/auth") app.use(`${base}/*`, requireToken);
  }
  for (const [base, router] of Object.entries(PROVIDER_BASES)) app.route(base, router);
  app.route("/_sandbox", control);
  app.route("/_sandbox", controlTrace);

  app.get("/logos/:file", (c) => {
    const svg = logoSvg(c.req.param("file"));
    if (!svg) return c.json({ message: "Logo not found", code: "XLG04040" }, 404);
    return c.body(svg, 200, {
      "content-type": "image/svg+xml",
      "cache-control": "public, max-age=86400",
    });
  });

  app.notFound((c) =>
    c.json({ message: `No endpoint ${c.req.method} ${c.req.path}`, code: "XGW04040", tx: uuid(), mainTx: c.get("mainTx") }, 404),
  );

  app.onError((error, c) => {
    const mainTx = c.get("mainTx") ?? uuid();
    if (error instanceof ProviderFault) {
      return c.json({ message: error.message, code: error.code, tx: uuid(), mainTx }, error.status);
    }
    console.error("sandbox: unexpected error", error);
    return c.json({ message: "Internal error", code: "XCX05060", tx: uuid(), mainTx }, 500);
  });

  return { app, state, file };
}
