// {agenda_url}: adhesions and notifications (docs/provider/api-spec.md §4.8, docs/provider/notes.md
// §2.6).
import { Hono } from "hono";
import { findServiceCompany } from "../catalog";
import { upsertAdhesion, type Adhesion } from "../agenda";
import { fault } from "../errors";
import { bool, jsonBody, reply, str, type Ctx, type SandboxEnv } from "../http";
import { parseQueryData, validateQuery } from "../identifiers";

export const agenda = new Hono<SandboxEnv>();

function adhesionView(c: Ctx, adhesion: Adhesion, withNotifications = false) {
  const { externalClientId: _owner, createdAt: _created, ...rest } = adhesion;
  const logo = rest.companyLogo?.startsWith("/") ? `${c.get("origin")}${rest.companyLogo}` : rest.companyLogo;
  const view = { ...rest, companyLogo: logo };
  if (!withNotifications) return view;
  const all = c.get("state").notifications.get(adhesion.externalClientId) ?? [];
  return { ...view, notifications: all.filter((n) => n.agendaId === adhesion.agendaId) };
}

agenda.post("/adhesions/register", async (c) => {
  const body = await jsonBody(c);
  const companyCode = str(body?.companyCode);
  const modalityId = str(body?.modalityId);
  const externalClientId = str(body?.externalClientId);
  const queryData = parseQueryData(body?.queryData);
  if (!body || !companyCode || !modalityId || !externalClientId || !queryData) {
    throw fault(400, "AGXCX0001", "companyCode, modalityId, queryData and externalClientId are required");
  }
  const company = findServiceCompany(companyCode);
  if (!company || !company.active) throw fault(404, "XCX04325", "Company not found or inactive");
  const modality = company.modalities.find((m) => m.modalityId === modalityId && m.active && m.status === "live");
  if (!modality) throw fault(400, "AGXCX0001", "modalityId is not a live modality of the company");
  if (!modality.isSchedulable) throw fault(400, "AGA0007", "This modality cannot be scheduled");
  // An adhesion is for every bill of the account: the bill's own fields are not asked.
  const serviceIdentifier = validateQuery(company, modality, queryData, "AGXCX0001", "account").identifier;
  const alias = typeof body.alias === "string" && body.alias.trim() ? body.alias.trim().slice(0, 60) : null;
  const adhesion = upsertAdhesion(c.get("state"), {
    externalClientId, modalityId, serviceIdentifier, companyCode, alias,
  });
  return reply(c, adhesionView(c, adhesion));
});

agenda.get("/adhesions/:externalClientId", (c) => {
  const owner = c.req.param("externalClientId");
  const all = bool(c.req.query("allAdhesions")) ?? false;
  const withNotifications = bool(c.req.query("includeNotifications")) ?? false;
  const adhesions = [...c.get("state").adhesions.values()]
    .filter((a) => a.externalClientId === owner && (all || a.isAdhered))
    .map((a) => adhesionView(c, a, withNotifications));
  if (adhesions.length === 0) throw fault(404, "AGA0003", "No adhesions for this client");
  return reply(c, { adhesions });
});

agenda.patch("/adhesions", async (c) => {
  const body = await jsonBody(c);
  const agendaId = str(body?.agendaId);
  const hasAlias = body !== null && "alias" in body;
  const hasAdhered = body !== null && "isAdhered" in body;
  const hasDebit = body !== null && "isAutomaticDebit" in body;
  if (!agendaId || (!hasAlias && !hasAdhered && !hasDebit)) {
    throw fault(400, "AGXCX0003", "agendaId and at least one of alias, isAdhered or isAutomaticDebit are required");
  }
  if (hasAlias && body.alias !== null && typeof body.alias !== "string") {
    throw fault(400, "AGXCX0003", "alias must be a string");
  }
  if (hasAdhered && typeof body.isAdhered !== "boolean") {
    throw fault(400, "AGXCX0003", "isAdhered must be true or false");
  }
  if (hasDebit && typeof body.isAutomaticDebit !== "boolean") {
    throw fault(400, "AGXCX0003", "isAutomaticDebit must be true or false");
  }
  const adhesion = c.get("state").adhesions.get(agendaId);
  if (!adhesion) throw fault(404, "AGM0003", "Adhesion not found");
  if (hasAlias) adhesion.alias = typeof body.alias === "string" ? body.alias.trim().slice(0, 60) || null : null;
  if (hasAdhered) adhesion.isAdhered = body.isAdhered as boolean;
  if (hasDebit) adhesion.isAutomaticDebit = body.isAutomaticDebit as boolean;
  return reply(c, adhesionView(c, adhesion));
});

agenda.get("/notifications/:externalClientId", (c) => {
  const list = c.get("state").notifications.get(c.req.param("externalClientId")) ?? [];
  const notifications = list.map((n) => ({
    ...n,
    companyLogo: n.companyLogo?.startsWith("/") ? `${c.get("origin")}${n.companyLogo}` : n.companyLogo,
  }));
  return reply(c, { notifications });
});
