import { closedProduct, fixedProduct, openProduct } from "./products";
import { countryOfCode } from "./service-seed";
import { tagByName } from "./tags";
import type { DataType, PackageInformation, Product, TopUpCompany } from "./types";

export const RECHARGE_CODE_PATTERN = /^(AR|MX|CL|CO|PE)-R-\d{4,5}$/;

const AR_PHONE_HELP = "Código de área sin 0 y número sin 15 (10 dígitos).";
const MX_PHONE_HELP = "Los 10 dígitos de tu número, sin +52.";
const CL_PHONE_HELP = "Tu número móvil de 9 dígitos, sin +56.";

type Identifier = { name: string; dataType: DataType; help: string; min: number; max: number };

const arPhone = (name: string): Identifier => ({ name, dataType: "NUM", help: AR_PHONE_HELP, min: 10, max: 10 });
const mxPhone: Identifier = { name: "phoneNumber", dataType: "NUM", help: MX_PHONE_HELP, min: 10, max: 10 };
const clPhone: Identifier = { name: "phoneNumber", dataType: "NUM", help: CL_PHONE_HELP, min: 9, max: 9 };

// MX operators sell the same price points; what each buys is what the UI shows under the price.
const MX_PACKAGES: [number, PackageInformation][] = [
  [20, { internet: "500 MB", callMinutes: "Ilimitados", messagesNumber: "Ilimitados", socialMedia: "WhatsApp" }],
  [30, { internet: "1 GB", callMinutes: "Ilimitados", messagesNumber: "Ilimitados", socialMedia: "WhatsApp" }],
  [50, { internet: "2 GB", callMinutes: "Ilimitados", messagesNumber: "Ilimitados", socialMedia: "WhatsApp, Facebook" }],
  [100, { internet: "5 GB", callMinutes: "Ilimitados", messagesNumber: "Ilimitados", socialMedia: "Ilimitadas" }],
  [200, { internet: "12 GB", callMinutes: "Ilimitados", messagesNumber: "Ilimitados", socialMedia: "Ilimitadas" }],
];

function mxPackages(brand: string): Product[] {
  return MX_PACKAGES.map(([amount, info], i) => closedProduct(String(i + 1), `${brand} ${amount}`, amount, info, "Datos"));
}

function company(
  code: string,
  name: string,
  id: Identifier,
  products: Product[],
  { active = true, logo = true, tag = "telefonia" }: { active?: boolean; logo?: boolean; tag?: string } = {},
): TopUpCompany {
  if (!RECHARGE_CODE_PATTERN.test(code)) throw new Error(`Malformed top-up code: ${code}`);
  return {
    companyCode: code,
    companyName: name,
    companyType: "RECHARGE",
    companyLogo: logo ? `/logos/${code}.svg` : null,
    active,
    country: countryOfCode(code),
    tags: [tagByName(tag)],
    products,
    identifierName: id.name,
    identifierValue: null,
    dataType: id.dataType,
    helpText: id.help,
    minLength: id.min,
    maxLength: id.max,
  };
}

export const rechargeCompanies: TopUpCompany[] = [
  // Argentina: mostly OPEN ranges; identifier names are the provider's opaque ones (BA1, IDC).
  company("AR-R-0001", "MOVISTAR", arPhone("BA1"), [
    openProduct("1", "Recarga de saldo", 100, 5000),
    fixedProduct("2", "Pack de datos", [500, 1000, 2000, 5000], "Datos"),
  ]),
  company("AR-R-0012", "NEXTEL", arPhone("phoneNumber"), [openProduct("1", "Recarga de saldo", 100, 5000)], { active: false, logo: false }),
  // Personal types the phone as IMP and accepts 9 to 15 characters; the client must not assume NUM.
  company("AR-R-0034", "PERSONAL", { name: "IDC", dataType: "IMP", help: "Tu número con código de área, sin 0 ni 15.", min: 9, max: 15 }, [
    openProduct("1", "Recarga de saldo", 100, 5000),
  ]),
  company("AR-R-0045", "TUENTI", arPhone("phoneNumber"), [openProduct("1", "Recarga de saldo", 10, 200)], { logo: false }),
  company("AR-R-0090", "SUBE", { name: "cardNumber", dataType: "NUM", help: "Los 16 dígitos al dorso de tu tarjeta SUBE.", min: 16, max: 16 }, [
    fixedProduct("1", "Carga SUBE", [500, 1000, 2000, 5000], "CARGA_SUBE"),
  ], { tag: "transporte" }),
  company("AR-R-00407", "CLARO", arPhone("phoneNumber"), [
    openProduct("1", "Recarga de saldo", 100, 5000),
    openProduct("2", "Recarga chica", 10, 200),
    fixedProduct("3", "Pack Claro", [1000, 2000, 3000], "Datos"),
  ]),
  // Mexico: CLOSED packages, plus Telcel's classic airtime at fixed price points.
  company("MX-R-00001", "Telcel", mxPhone, [
    ...mxPackages("Amigo Sin Límite"),
    fixedProduct("6", "Tiempo aire", [10, 20, 30, 50, 100, 150, 200, 300, 500]),
  ]),
  company("MX-R-00002", "Movistar MX", mxPhone, mxPackages("Movistar Recarga")),
  company("MX-R-00003", "AT&T MX", mxPhone, mxPackages("AT&T Unidos")),
  company("MX-R-00028", "Bait", mxPhone, mxPackages("Paquete Bait")),
  company("MX-R-00035", "Unefon", mxPhone, mxPackages("Unefon Recarga")),
  // The provider's MX test company: a single CLOSED 200 product.
  company("MX-R-90006", "EMPRESA DE PRUEBA RECARGAS", mxPhone, [closedProduct("1", "Recarga de prueba 200", 200)], { logo: false }),
  // Chile: fixed amounts in whole pesos (CLP has no minor unit).
  company("CL-R-0001", "Entel", clPhone, [fixedProduct("1", "Recarga Entel", [1000, 2000, 3000, 5000, 10000])]),
  company("CL-R-0002", "Movistar Chile", clPhone, [fixedProduct("1", "Recarga Movistar", [1000, 2000, 5000, 10000])]),
  company("CL-R-0003", "WOM", clPhone, [openProduct("1", "Recarga WOM", 1000, 30000)]),
];

const byCode = new Map(rechargeCompanies.map((c) => [c.companyCode, c]));

/** Exact, case-sensitive lookup. */
export function findRechargeCompany(code: string): TopUpCompany | undefined {
  return byCode.get(code);
}
