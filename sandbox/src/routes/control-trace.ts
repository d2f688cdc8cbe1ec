// /_sandbox, continued: what tests need to check a client's tracing and its adhesions against the
// provider's own records (sandbox/control-api.md).
import { Hono } from "hono";
import { z } from "zod";
import { fault } from "../errors";
import type { SandboxEnv } from "../http";

export const controlTrace = new Hono<SandboxEnv>();

/** The answers given about one id (externalRequestId, externalPaymentId, operationId or agendaId), oldest first. */
controlTrace.get("/steps", (c) => {
  const reference = c.req.query("reference");
  if (!reference) throw fault(400, "CTL04022", "reference is required");
  return c.json({ steps: c.get("state").steps.filter((s) => s.references.includes(reference)) });
});

/** Every adhesion of a client, active or not, as the provider holds it. */
controlTrace.get("/agenda/adhesions", (c) => {
  const externalClientId = c.req.query("externalClientId");
  if (!externalClientId) throw fault(400, "CTL04022", "externalClientId is required");
  const adhesions = [...c.get("state").adhesions.values()].filter((a) => a.externalClientId === externalClientId);
  return c.json({ adhesions });
});

/** The provider changes an adhesion's automatic debit on its side (its back office), as a client never sees happen. */
controlTrace.post("/agenda/automatic-debit", async (c) => {
  const body: unknown = await c.req.json().catch(() => undefined);
  const parsed = z.object({ agendaId: z.string().min(1), isAutomaticDebit: z.boolean() }).strict().safeParse(body);
  if (!parsed.success) throw fault(400, "CTL04022", z.prettifyError(parsed.error));
  const adhesion = c.get("state").adhesions.get(parsed.data.agendaId);
  if (!adhesion) throw fault(404, "CTL04040", "No adhesion with that agendaId");
  adhesion.isAutomaticDebit = parsed.data.isAutomaticDebit;
  return c.json(adhesion);
});
