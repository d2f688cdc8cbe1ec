import { describe, expect, it } from "vitest";
import type { ServiceListing } from "../views";
import { findServices, findTopUps, indexServices, indexTopUps, servicesSnapshot } from "./lists";
import type { TopUpCompany } from "@/lib/provider/types";

const service = (companyCode: string, companyName: string, tags: string[]): ServiceListing => ({
  companyCode, companyName, companyType: "SERVICE", companyLogo: `http://provider.test/${companyCode}.png`, tags,
});

const SERVICES = [
  service("AR-S-0003", "EDENOR", ["SERVICIO DE LUZ"]),
  service("MX-S-00008", "TELMEX", ["INTERNET, TELEFONIA Y TV"]),
  service("AR-S-0033", "CAMUZZI GAS PAMPEANA", ["SERVICIO DE GAS"]),
  service("AR-S-01477", "METROGAS", ["SERVICIO DE GAS"]),
  service("AR-S-0900", "ENERGÍA DE ENTRE RÍOS", ["SERVICIO DE LUZ"]),
  service("XX-S-0001", "EDEN SIN PAIS", ["SERVICIO DE LUZ"]),
];
const codes = (list: { companyCode: string }[]) => list.map((c) => c.companyCode);

describe("the bill companies of a snapshot", () => {
  const index = indexServices(SERVICES);

  it("lists a country's companies in the provider's order, presented as the pages show them", () => {
    const all = findServices(index, { country: "AR" });
    expect(codes(all)).toEqual(["AR-S-0003", "AR-S-0033", "AR-S-01477", "AR-S-0900"]);
    expect(all[0]).toEqual({
      companyCode: "AR-S-0003",
      companyName: "EDENOR",
      companyType: "SERVICE",
      companyLogo: "/api/logos/AR-S-0003",
      tags: ["SERVICIO DE LUZ"],
      categories: [{ category: "electricity", label: "Servicio de luz" }],
    });
    expect(codes(findServices(index, { country: "MX" }))).toEqual(["MX-S-00008"]);
    expect(findServices(index, { country: "PE" })).toEqual([]);
  });

  it("searches the provider's name anywhere, ignoring case and accents", () => {
    expect(codes(findServices(index, { country: "AR", search: "GAS" }))).toEqual(["AR-S-0033", "AR-S-01477"]);
    expect(codes(findServices(index, { country: "AR", search: "energia" }))).toEqual(["AR-S-0900"]);
    expect(codes(findServices(index, { country: "AR", search: " Ríos " }))).toEqual(["AR-S-0900"]);
    expect(codes(findServices(index, { country: "AR", search: "eden" }))).toEqual(["AR-S-0003"]);
    expect(findServices(index, { country: "AR", search: "telmex" })).toEqual([]);
  });

  it("filters by a category written as a tag, with or without a search", () => {
    expect(codes(findServices(index, { country: "AR", tag: "servicio de gas" }))).toEqual(["AR-S-0033", "AR-S-01477"]);
    expect(codes(findServices(index, { country: "AR", tag: "SERVICIO DE GAS", search: "metro" }))).toEqual(["AR-S-01477"]);
    expect(codes(findServices(index, { country: "MX", tag: "Internet, telefonía y TV" }))).toEqual(["MX-S-00008"]);
    expect(findServices(index, { country: "AR", tag: "GAS" })).toEqual([]);
  });

  it("is built from what the refresh stored, and refuses anything else", () => {
    const built = servicesSnapshot.build(JSON.parse(JSON.stringify({ companies: SERVICES })));
    expect(built.size).toBe(SERVICES.length);
    expect(codes(findServices(built, { country: "AR", search: "metrogas" }))).toEqual(["AR-S-01477"]);
    expect(() => servicesSnapshot.build({ services: [] })).toThrow();
    expect(() => servicesSnapshot.build(null)).toThrow();
  });
});

describe("the top-up companies of a snapshot", () => {
  const carrier = (companyCode: string, companyName: string): TopUpCompany => ({
    companyCode, companyName, companyType: "RECHARGE", companyLogo: null, active: true, tags: [], products: [],
    identifier: { identifierName: "phoneNumber", dataType: "NUM", helpText: null, minLength: 10, maxLength: 10 },
  });
  const index = indexTopUps([carrier("MX-R-00001", "TELCEL"), carrier("AR-R-0001", "MOVISTAR"), carrier("MX-R-00028", "Bait")]);

  it("lists a country's carriers and searches their names", () => {
    expect(codes(findTopUps(index, { country: "MX" }))).toEqual(["MX-R-00001", "MX-R-00028"]);
    expect(codes(findTopUps(index, { country: "MX", search: "telc" }))).toEqual(["MX-R-00001"]);
    expect(codes(findTopUps(index, { country: "AR", search: "MOVI" }))).toEqual(["AR-R-0001"]);
    expect(findTopUps(index, { country: "AR", search: "telcel" })).toEqual([]);
    expect(findTopUps(index, { country: "MX" })[0]).not.toHaveProperty("active");
  });
});
