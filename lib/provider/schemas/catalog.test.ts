import { describe, expect, it } from "vitest";
import {
  companyDetailSchema,
  giftCardDetailSchema,
  giftCardListSchema,
  listTopUpCompaniesInput,
  serviceListSchema,
  tagListSchema,
  topUpListSchema,
} from "./catalog";

const tx = { tx: "f0c7a3c2-5b8e-4f7e-9d0a-1f2e3d4c5b6a", mainTx: "0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d" };

const edenor = {
  companyCode: "AR-S-0003",
  companyName: "EDENOR",
  companyType: "SERVICE",
  companyLogo: null,
  active: true,
  tags: ["SERVICIO DE LUZ", "INTERNET, TELEFONIA Y TV"],
  modalities: [
    {
      modalityId: "5d1c2b1e-8a9f-4c3e-b2d1-0f9e8d7c6b5a",
      modalityType: "input",
      modalityTitle: "Número de cliente",
      modalityDescription: "Lo encontrás en tu factura",
      active: true,
      isSchedulable: true,
      status: "live",
      queryData: [
        {
          identifierName: "clientNumber",
          identifierValue: null,
          description: "Número de cliente",
          dataType: "NUM",
          minLength: 10,
          maxLength: 10,
          helpText: "10 dígitos",
          component: "TEXT_FIELD",
          position: 1,
          inline: false,
        },
        {
          identifierName: "documentType",
          identifierValue: { DNI: "Documento", CUIT: "CUIT" },
          description: "Tipo de documento",
          dataType: "ALF",
          minLength: 1,
          maxLength: 4,
          helpText: "",
          component: "COMBO_BOX_ESTATICO",
          position: 0,
          inline: true,
          internalRank: 7,
        },
      ],
    },
    { modalityId: "9a8b7c6d-0000-4000-8000-000000000001", modalityType: "barcode", active: true, status: "maintenance", queryData: [] },
  ],
  someFieldWeDoNotKnow: "ignored",
};

const movistar = {
  companyCode: "AR-R-0001",
  companyName: "MOVISTAR",
  companyType: "RECHARGE",
  companyLogo: "/ar/Movistar.png",
  active: true,
  tags: [{ id: 12, name: "telefonia" }],
  products: [
    {
      productId: "1",
      productType: "RECARGA_SALDO",
      productDescription: "Recarga de saldo",
      status: "live",
      amountType: "OPEN",
      amount: 100,
      minAmount: 100,
      maxAmount: 5000,
      allowedAmounts: [],
      additionalData: null,
    },
  ],
  identifierName: "IDC",
  identifierValue: null,
  dataType: "IMP",
  helpText: "Celular sin 0 ni 15",
  minLength: 9,
  maxLength: 15,
};

describe("catalogue schemas", () => {
  it("reads a page of bill companies, keeping tags with commas and the next-page link", () => {
    const body = serviceListSchema.parse({
      services: [edenor],
      links: [{ rel: "next", title: "Next interval", href: "?page=2&limit=50" }],
      ...tx,
    });
    expect(body).toMatchObject({ nextPage: 2, ...tx });
    const company = body.companies[0]!;
    expect(company.tags).toEqual(["SERVICIO DE LUZ", "INTERNET, TELEFONIA Y TV"]);
    expect(company.companyLogo).toBeNull();
    expect(company).not.toHaveProperty("someFieldWeDoNotKnow");
  });

  it("orders query fields by position and turns a combo box into options", () => {
    const page = serviceListSchema.parse({ services: [edenor] });
    expect(page.nextPage).toBeNull();
    const [modality, maintenance] = page.companies[0]!.modalities;
    expect(modality?.available).toBe(true);
    expect(maintenance?.available).toBe(false);
    expect(modality?.queryData.map((f) => f.identifierName)).toEqual(["documentType", "clientNumber"]);
    expect(modality?.queryData[0]?.options).toEqual([
      { value: "DNI", label: "Documento" },
      { value: "CUIT", label: "CUIT" },
    ]);
    expect(modality?.queryData[0]?.helpText).toBeNull();
    expect(modality?.queryData[1]?.options).toBeNull();
  });

  it("accepts top-up tags as strings or as {id, name}", () => {
    const body = topUpListSchema.parse({
      recharges: [movistar, { ...movistar, companyCode: "AR-R-0034", tags: ["telefonia"] }],
      ...tx,
    });
    expect(body.companies.map((c) => c.tags)).toEqual([
      [{ id: 12, name: "telefonia" }],
      [{ id: null, name: "telefonia" }],
    ]);
  });

  it("reshapes top-up products and the identifier the user must enter", () => {
    const closed = {
      ...movistar.products[0],
      productId: 7,
      productType: "Datos",
      amountType: "CLOSED",
      amount: 200,
      minAmount: 200,
      maxAmount: 200,
      additionalData: { packageInformation: { internet: "5 GB", callMinutes: "Ilimitados", messagesNumber: "100", socialMedia: "WhatsApp" } },
    };
    const company = topUpListSchema.parse({ recharges: [{ ...movistar, products: [closed] }] }).companies[0]!;
    expect(company.identifier).toEqual({ identifierName: "IDC", dataType: "IMP", helpText: "Celular sin 0 ni 15", minLength: 9, maxLength: 15 });
    expect(company.products[0]).toMatchObject({ productId: "7", amountType: "CLOSED", amount: 200, minAmount: 200, maxAmount: 200 });
    expect(company.products[0]?.packageInformation?.internet).toBe("5 GB");
  });

  it("tells a bill company's detail from a top-up company's", () => {
    const service = companyDetailSchema.parse({
      service: { ...edenor, additionalFields: [], documentTypes: [{ code: "DNI", description: "Documento Nacional de Identidad" }] },
      ...tx,
    });
    const topUp = companyDetailSchema.parse({ recharges: [movistar], ...tx });
    expect(service.kind === "service" && service.documentTypes).toEqual([
      { code: "DNI", description: "Documento Nacional de Identidad" },
    ]);
    expect(topUp).toMatchObject({ kind: "topup", companyCode: "AR-R-0001", ...tx });
    expect(companyDetailSchema.safeParse({ recharges: [], ...tx }).success).toBe(false);
  });

  it("reads the tag list", () => {
    expect(tagListSchema.parse({ tags: [{ id: 168, name: "SERVICIO DE AGUA" }, { id: "175", name: "TV POR CABLE" }], ...tx }).tags).toEqual([
      { id: 168, name: "SERVICIO DE AGUA" },
      { id: 175, name: "TV POR CABLE" },
    ]);
  });

  it("reads gift cards, and one gift card bare or wrapped in {subscription}", () => {
    const card = {
      companyCode: "AR-G-0001",
      companyName: "Steam",
      companyType: "SUBSCRIPTION",
      companyLogo: "",
      active: true,
      tags: ["gaming"],
      products: [{ ...movistar.products[0], amountType: "FIXED", amount: 5000, minAmount: 5000, maxAmount: 20000, allowedAmounts: [5000, 10000, 20000], image: null }],
    };
    expect(giftCardListSchema.parse({ subscriptions: [card], ...tx }).companies).toHaveLength(1);
    for (const body of [card, { subscription: card, ...tx }]) {
      const company = giftCardDetailSchema.parse(body);
      expect(company).toMatchObject({ companyCode: "AR-G-0001", companyLogo: null, tags: [{ id: null, name: "gaming" }] });
      expect(company.products[0]?.allowedAmounts).toEqual([5000, 10000, 20000]);
    }
  });

  it("refuses a top-up search shorter than 3 characters before calling the provider", () => {
    expect(listTopUpCompaniesInput.safeParse({ searchCompany: "mo" }).success).toBe(false);
    expect(listTopUpCompaniesInput.safeParse({ searchCompany: "mov" }).success).toBe(true);
  });
});
