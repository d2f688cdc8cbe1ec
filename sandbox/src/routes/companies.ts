// {companies_url}: the catalogue (docs/provider/api-spec.md §4.2, docs/provider/notes.md §2.1).
import { Hono } from "hono";
import {
  findGiftCardCompany, findRechargeCompany, findServiceCompany,
  giftCardCompanies, rechargeCompanies, serviceCompanies, tags,
} from "../catalog";
import type { GiftCardCompany, ServiceCompany, TopUpCompany } from "../catalog/types";
import { fault } from "../errors";
import { bool, reply, type Ctx, type SandboxEnv } from "../http";

export const companies = new Hono<SandboxEnv>();

const MAX_LIMIT = 5000;

/** Case- and accent-insensitive, as people type company names. */
const fold = (s: string) => s.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();

const absolute = (c: Ctx, path: string | null) =>
  path && path.startsWith("/") ? `${c.get("origin")}${path}` : path;

function positive(c: Ctx, name: string, fallback: number, max: number): number {
  const raw = c.req.query(name);
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw fault(400, "XCX04022", `${name} must be a whole number ≥ 1`);
  }
  return Math.min(value, max);
}

function activeFilter(c: Ctx, fallback: boolean | undefined): boolean | undefined {
  const raw = c.req.query("active");
  if (raw === undefined || raw === "") return fallback;
  const value = bool(raw);
  if (value === undefined) throw fault(400, "XCX04022", "active must be true or false");
  return value;
}

/** The company's name, or the one the control API gave it. */
const nameOf = (c: Ctx, company: { companyCode: string; companyName: string }) =>
  c.get("state").renamed.get(company.companyCode) ?? company.companyName;

function serviceView(c: Ctx, company: ServiceCompany, detail: boolean) {
  const { country: _country, additionalFields, documentTypes, ...rest } = company;
  const base = { ...rest, companyName: nameOf(c, company), companyLogo: absolute(c, rest.companyLogo) };
  return detail ? { ...base, additionalFields, documentTypes } : base;
}

function rechargeView(c: Ctx, company: TopUpCompany) {
  const { country: _country, ...rest } = company;
  return { ...rest, companyName: nameOf(c, company), companyLogo: absolute(c, rest.companyLogo) };
}

function giftCardView(c: Ctx, company: GiftCardCompany) {
  const { country: _country, ...rest } = company;
  const products = rest.products.map((p) => ({ ...p, image: absolute(c, p.image) }));
  return { ...rest, companyLogo: absolute(c, rest.companyLogo), products };
}

companies.get("/tags", (c) => reply(c, { tags }));

companies.get("/services", (c) => {
  const page = positive(c, "page", 1, Number.MAX_SAFE_INTEGER);
  const limit = positive(c, "limit", 50, MAX_LIMIT);
  const active = activeFilter(c, undefined);
  const search = c.req.query("searchCompany")?.trim();
  const tagId = c.req.query("tag_id");
  const tag = c.req.query("tag") ?? tags.find((t) => String(t.id) === tagId)?.name ?? (tagId ? "\0" : undefined);
  const matches = serviceCompanies.filter(
    (s) =>
      (active === undefined || s.active === active) &&
      (!search || fold(nameOf(c, s)).includes(fold(search))) &&
      (!tag || s.tags.some((t) => fold(t) === fold(tag))),
  );
  const start = (page - 1) * limit;
  const services = matches.slice(start, start + limit).map((s) => serviceView(c, s, false));
  const links = start + limit < matches.length
    ? [{ rel: "next", title: "Next interval", href: `?page=${page + 1}&limit=${limit}` }]
    : [];
  return reply(c, { services, links });
});

companies.get("/recharges", (c) => {
  const active = activeFilter(c, true);
  const search = c.req.query("searchCompany")?.trim();
  if (search !== undefined && search.length < 3) {
    throw fault(400, "XCX04022", "searchCompany needs at least 3 characters");
  }
  const recharges = rechargeCompanies
    .filter((r) => r.active === active && (!search || fold(nameOf(c, r)).includes(fold(search))))
    .map((r) => rechargeView(c, r));
  return reply(c, { recharges, links: [] });
});

companies.get("/subscriptions", (c) =>
  reply(c, { subscriptions: giftCardCompanies.filter((g) => g.active).map((g) => giftCardView(c, g)) }),
);

companies.get("/subscriptions/:code", (c) => {
  const company = findGiftCardCompany(c.req.param("code"));
  if (!company || !company.active) throw fault(404, "XCX04325", "Company not found or inactive");
  return reply(c, giftCardView(c, company));
});

companies.get("/:code", (c) => {
  const code = c.req.param("code");
  const service = findServiceCompany(code);
  if (service?.active) return reply(c, { service: serviceView(c, service, true) });
  const topUp = findRechargeCompany(code);
  if (topUp?.active) return reply(c, { recharges: [rechargeView(c, topUp)] });
  throw fault(404, "XCX04325", "Company not found or inactive");
});
