// GET {base}/operation/{id}[?type=external-payment-id] on the three payment services
// (docs/provider/api-spec.md §4.5, docs/provider/notes.md §3: ids are per service, so another
// service's id is a 400).
import type { Hono } from "hono";
import { fault } from "../errors";
import { reply, type SandboxEnv } from "../http";
import { operationView, type OperationKind } from "../operations";

export function mountStatus(router: Hono<SandboxEnv>, kind: OperationKind): void {
  router.get("/operation/:id", (c) => {
    const state = c.get("state");
    const id = c.req.param("id");
    const type = c.req.query("type");
    if (type !== undefined && type !== "external-payment-id") {
      throw fault(400, "XOP04001", `Unknown type "${type}"; the only one is external-payment-id`);
    }
    const byExternal = type === "external-payment-id";
    const found = byExternal ? state.findByExternalId(kind, id) : state.operations.get(id);
    const op = found?.kind === kind ? found : undefined;
    // Fault: a payment the provider holds but does not show yet (sandbox/control-api.md, faults).
    if (op && state.clock.now() - Date.parse(op.createdAt) < state.faults.statusNotFoundForMs) {
      throw fault(404, "XOP04404", "Operation not found");
    }
    if (op?.mainTx) c.set("mainTx", op.mainTx);
    if (op) return reply(c, { operation: operationView(op, c.get("config").clientUsername) });
    const elsewhere = byExternal
      ? (["bill", "topup", "giftcard"] as const).some((k) => k !== kind && state.findByExternalId(k, id))
      : state.operations.has(id);
    if (elsewhere) throw fault(400, "XOP04000", "The operation belongs to another service");
    throw fault(404, "XOP04404", "Operation not found");
  });
}
