import { describe, expect, it, vi } from "vitest";
import {
  findGiftCardCompany,
  findRechargeCompany,
  findServiceCompany,
  GIFT_CARD_CODE_PATTERN,
  giftCardCompanies,
  logoSvg,
  RECHARGE_CODE_PATTERN,
  rechargeCompanies,
  SERVICE_CODE_PATTERN,
  serviceCompanies,
  serviceTags,
  tags,
} from "./index";
import type { Modality, QueryData } from "./types";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const modalities: Modality[] = serviceCompanies.flatMap((c) => c.modalities);
const fields: QueryData[] = modalities.flatMap((m) => m.queryData);
const isLiveInput = (m: Modality) => m.modalityType === "input" && m.active && m.status === "live";

describe("service catalogue", () => {
  it("has enough volume for paging, categories and countries", () => {
    expect(serviceCompanies.length).toBeGreaterThanOrEqual(120);
    expect(serviceCompanies.filter((c) => c.active).length).toBeGreaterThan(50);
    expect(new Set(serviceCompanies.flatMap((c) => c.tags)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(serviceCompanies.map((c) => c.country)).size).toBeGreaterThanOrEqual(3);
    expect(serviceCompanies.filter((c) => !c.active).length).toBeGreaterThanOrEqual(3);
  });

  it("uses unique codes matching {CC}-S-{n} whose prefix is the country", () => {
    const codes = serviceCompanies.map((c) => c.companyCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of serviceCompanies) {
      expect(c.companyCode).toMatch(SERVICE_CODE_PATTERN);
      expect(c.companyCode.slice(0, 2)).toBe(c.country);
      expect(c.companyType).toBe("SERVICE");
      expect(c.tags.length).toBeGreaterThanOrEqual(1);
      expect(c.tags.length).toBeLessThanOrEqual(2);
      for (const t of c.tags) expect(serviceTags).toContain(t);
      expect(c.documentTypes.length).toBeGreaterThan(0);
    }
  });

  it("gives companies of one country different lists of accepted documents", () => {
    const lists = new Set(serviceCompanies.filter((c) => c.country === "AR").map((c) => c.documentTypes.map((d) => d.code).join(",")));
    expect(lists.size).toBeGreaterThanOrEqual(3);
    expect(findServiceCompany("AR-S-0100")?.documentTypes.map((d) => d.code)).toEqual(["DNI", "PAS"]);
  });

  it("keeps the provider's well-known codes", () => {
    expect(findServiceCompany("AR-S-0003")?.companyName).toBe("EDENOR");
    expect(findServiceCompany("AR-S-0035")?.companyName).toBe("EDESUR");
    expect(findServiceCompany("AR-S-01477")?.companyName).toBe("METROGAS");
    expect(findServiceCompany("MX-S-00008")?.companyName).toBe("TELMEX");
    expect(findServiceCompany("AR-S-02601")?.active).toBe(true);
    expect(findServiceCompany("ar-s-0003")).toBeUndefined();
    expect(findServiceCompany("AR-S-0005")).toMatchObject({ companyName: "EDENOR ANTIGUO", active: false });
  });

  it("gives every active company a live input modality", () => {
    for (const c of serviceCompanies.filter((s) => s.active)) {
      expect(c.modalities.some(isLiveInput), c.companyCode).toBe(true);
    }
  });

  it("mixes modality kinds, data types and scheduling", () => {
    const types = new Set(modalities.map((m) => m.modalityType));
    expect(types).toContain("input");
    expect(types).toContain("barcode");
    const dataTypes = new Set(fields.map((f) => f.dataType));
    for (const t of ["NUM", "ALF", "CBA"] as const) expect(dataTypes).toContain(t);
    expect(modalities.some((m) => m.isSchedulable)).toBe(true);
    expect(modalities.some((m) => !m.isSchedulable)).toBe(true);
    expect(modalities.some((m) => !m.active || m.status !== "live")).toBe(true);
  });

  it("describes fields consistently", () => {
    for (const m of modalities) {
      m.queryData.forEach((f, i) => {
        expect(f.position).toBe(i);
        expect(f.inline).toBe(false);
        expect(f.description).not.toBe("");
        expect(f.minLength).toBeLessThanOrEqual(f.maxLength);
        if (f.regex) expect(() => new RegExp(f.regex as string)).not.toThrow();
        if (f.component === "COMBO_BOX_ESTATICO") expect(Object.keys(f.identifierValue ?? {}).length).toBeGreaterThan(0);
        else expect(f.identifierValue).toBeNull();
      });
      if (m.modalityType === "barcode") expect(m.queryData.map((f) => f.dataType)).toEqual(["CBA"]);
    }
  });

  it("has ARCA asking document type (combo) then number (NUM)", () => {
    const arca = findServiceCompany("AR-S-0040");
    const [combo, number] = arca?.modalities[0]?.queryData ?? [];
    expect(combo).toMatchObject({ component: "COMBO_BOX_ESTATICO", identifierName: "documentType", position: 0 });
    expect(combo?.identifierValue).toMatchObject({ DNI: "DNI", CUIT: "CUIT" });
    expect(number).toMatchObject({ dataType: "NUM", identifierName: "documentNumber", position: 1 });
  });

  it("exposes the identifier lengths the notes give", () => {
    const edenor = findServiceCompany("AR-S-0003")?.modalities[0]?.queryData[0];
    expect(edenor).toMatchObject({ identifierName: "clientNumber", dataType: "NUM", minLength: 10, maxLength: 10, regex: "^[0-9]{10}$" });
    expect(findServiceCompany("MX-S-00008")?.modalities[0]?.queryData[0]).toMatchObject({ identifierName: "reference", maxLength: 10 });
    expect(findServiceCompany("MX-S-00001")?.modalities[0]?.queryData[0]).toMatchObject({ minLength: 12, maxLength: 12 });
  });

  it("uses unique, well-formed modality ids", () => {
    const ids = modalities.map((m) => m.modalityId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(UUID);
  });
});

describe("tags", () => {
  it("lists categories with stable ids", () => {
    expect(serviceTags.length).toBeGreaterThanOrEqual(10);
    expect(serviceTags).toContain("INTERNET, TELEFONIA Y TV");
    expect(tags).toContainEqual({ id: 168, name: "SERVICIO DE AGUA" });
    expect(tags).toContainEqual({ id: 175, name: "TV POR CABLE" });
    expect(tags.some((t) => t.name === "telefonia")).toBe(true);
    expect(new Set(tags.map((t) => t.id)).size).toBe(tags.length);
    expect(new Set(tags.map((t) => t.name)).size).toBe(tags.length);
  });
});

describe("top-up catalogue", () => {
  const products = rechargeCompanies.flatMap((c) => c.products);

  it("has enough companies with unique codes and product ids", () => {
    expect(rechargeCompanies.length).toBeGreaterThanOrEqual(10);
    expect(rechargeCompanies.some((c) => !c.active)).toBe(true);
    const codes = rechargeCompanies.map((c) => c.companyCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of rechargeCompanies) {
      expect(c.companyCode).toMatch(RECHARGE_CODE_PATTERN);
      expect(c.identifierValue).toBeNull();
      expect(c.products.length).toBeGreaterThan(0);
      const ids = c.products.map((p) => p.productId);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("mixes OPEN, CLOSED and FIXED products with coherent amounts", () => {
    for (const p of products) {
      if (p.amountType === "OPEN") expect(p.amount).toBe(p.minAmount);
      if (p.amountType === "CLOSED") expect([p.minAmount, p.maxAmount]).toEqual([p.amount, p.amount]);
      if (p.amountType === "FIXED") {
        expect(p.allowedAmounts.length).toBeGreaterThan(0);
        expect(p.amount).toBe(p.allowedAmounts[0]);
      }
      expect(p.minAmount).toBeLessThanOrEqual(p.maxAmount);
    }
    const kinds = new Set(products.map((p) => p.amountType));
    expect([...kinds].sort()).toEqual(["CLOSED", "FIXED", "OPEN"]);
  });

  it("sells MX packages with package information", () => {
    const bait = findRechargeCompany("MX-R-00028");
    expect(bait?.products.map((p) => p.amount)).toEqual([20, 30, 50, 100, 200]);
    for (const p of bait?.products ?? []) {
      expect(p.amountType).toBe("CLOSED");
      expect(p.additionalData).toHaveProperty("packageInformation.internet");
    }
    const test = findRechargeCompany("MX-R-90006");
    expect(test?.products).toHaveLength(1);
    expect(test?.products[0]).toMatchObject({ productId: "1", amountType: "CLOSED", amount: 200 });
    expect(findRechargeCompany("AR-R-0034")).toMatchObject({ identifierName: "IDC", dataType: "IMP", minLength: 9, maxLength: 15 });
  });
});

describe("gift-card catalogue", () => {
  it("has brands with CLOSED or FIXED products", () => {
    expect(giftCardCompanies.length).toBeGreaterThanOrEqual(6);
    expect(giftCardCompanies.some((c) => !c.active)).toBe(true);
    const codes = giftCardCompanies.map((c) => c.companyCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of giftCardCompanies) {
      expect(c.companyCode).toMatch(GIFT_CARD_CODE_PATTERN);
      expect(c.companyType).toBe("SUBSCRIPTION");
      for (const p of c.products) expect(["CLOSED", "FIXED"]).toContain(p.amountType);
    }
    expect(findGiftCardCompany("AR-G-0001")?.products[0]).toMatchObject({ productId: "1", amountType: "CLOSED", amount: 5000 });
  });
});

describe("logos", () => {
  const paths = [
    ...serviceCompanies.map((c) => c.companyLogo),
    ...rechargeCompanies.map((c) => c.companyLogo),
    ...giftCardCompanies.flatMap((c) => [c.companyLogo, ...c.products.map((p) => p.image)]),
  ];

  it("serves an SVG for every logo path the catalogue hands out", () => {
    const relative = paths.filter((p): p is string => p !== null);
    expect(relative.length).toBeGreaterThan(100);
    expect(paths.some((p) => p === null)).toBe(true);
    for (const path of relative) {
      expect(path).toMatch(/^\/logos\/[A-Z]{2}-[SRG]-[0-9]{4,5}(-[0-9]+)?\.svg$/);
      const svg = logoSvg(path.slice("/logos/".length));
      expect(svg, path).toMatch(/^<svg [^>]*>.*<\/svg>$/);
    }
    expect(logoSvg("AR-S-0003.svg")).toContain(">ED</text>");
  });

  it("returns null for unknown names", () => {
    for (const name of ["nope.svg", "AR-S-9999.svg", "AR-S-0003.png", "../AR-S-0003.svg", "", "AR-S-0005.svg"]) {
      expect(logoSvg(name)).toBeNull();
    }
  });
});

describe("determinism", () => {
  it("rebuilds identical data in a fresh module graph", async () => {
    const snapshot = JSON.stringify({ serviceCompanies, rechargeCompanies, giftCardCompanies, tags });
    vi.resetModules();
    const fresh = await import("./index");
    expect(JSON.stringify({
      serviceCompanies: fresh.serviceCompanies,
      rechargeCompanies: fresh.rechargeCompanies,
      giftCardCompanies: fresh.giftCardCompanies,
      tags: fresh.tags,
    })).toBe(snapshot);
    expect(fresh.logoSvg("MX-S-00008.svg")).toBe(logoSvg("MX-S-00008.svg"));
    // Pinned so a change to the id derivation (which would orphan stored adhesions) is noticed.
    expect(fresh.findServiceCompany("AR-S-0003")?.modalities[0]?.modalityId).toBe("64efa683-7502-42a8-afcc-d9f8e2b6eab3");
  });
});
