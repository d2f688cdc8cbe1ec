import {
  accountCodeModality,
  cardModality,
  loanModality,
  memberModality,
  phoneModality,
} from "./common-modalities";
import {
  barcodeModality,
  dateField,
  documentModalities,
  inputModality,
  numField,
  utilityModalities,
} from "./query-fields";
import { seed, type CompanySeed } from "./service-seed";

const AR_PHONE_HELP = "Código de área sin 0 y número sin 15 (10 dígitos).";

const arcaByVep = inputModality(
  "Volante electrónico de pago (VEP)",
  "Pagá un VEP generado en el sitio de ARCA.",
  [numField({ name: "vepNumber", label: "Número de VEP", help: "Los 12 dígitos del VEP que generaste.", min: 12 })],
  { schedulable: false },
);

const edesurByMeter = inputModality(
  "Número de medidor",
  "Consultá con el número de tu medidor.",
  [numField({ name: "meterNumber", label: "Número de medidor", help: "Está grabado en el frente del medidor.", min: 8, max: 10 })],
  // Retired by the biller: kept so clients prove they hide inactive modalities.
  { schedulable: true, active: false },
);

const metrogasByQr = {
  ...barcodeModality(30, 60, { status: "maintenance" }),
  modalityType: "qr" as const,
  modalityTitle: "Código QR",
  modalityDescription: "Escaneá el código QR de tu factura.",
};

// A document number alone: the company's documentTypes say which documents it is one of.
const holderDocument = inputModality("Documento del titular", "Consultá con el documento del titular.", [
  numField({ name: "documentNumber", label: "Número de documento", help: "Sin puntos ni guiones.", min: 7, max: 11 }),
], { schedulable: true });

const partida = (label: string, min: number, max: number) =>
  inputModality(label, "Consultá las cuotas de tu inmueble.", [numField({ name: "parcelNumber", label, help: "Figura en la boleta, sin guiones.", min, max })], {
    schedulable: true,
  });

/** Argentina's named billers; codes and names follow the provider where the notes give them. */
export const argentineServices: CompanySeed[] = [
  seed("AR-S-0002", "BANCO DEL SOL", ["CREDITOS", "FINANCIERO"], [loanModality(), ...documentModalities("AR", false, ["DNI", "CUIT"])]),
  seed("AR-S-0003", "EDENOR", ["SERVICIO DE LUZ"], utilityModalities("AR", [30, 60])),
  // Search for "edenor" must not surface this one unless inactive companies are asked for.
  seed("AR-S-0005", "EDENOR ANTIGUO", ["SERVICIO DE LUZ"], utilityModalities("AR"), { active: false, logo: false }),
  seed("AR-S-0011", "AYSA", ["SERVICIO DE AGUA"], utilityModalities("AR", [40, 56])),
  seed("AR-S-0012", "AGUAS ARGENTINAS", ["SERVICIO DE AGUA"], utilityModalities("AR"), { active: false }),
  seed("AR-S-0024", "SANTANDER - PRESTAMOS", ["CREDITOS", "FINANCIERO"], [loanModality([10, 10])]),
  seed("AR-S-0033", "CAMUZZI GAS PAMPEANA", ["SERVICIO DE GAS"], utilityModalities("AR", [44, 60])),
  seed("AR-S-0034", "CAMUZZI GAS DEL SUR", ["SERVICIO DE GAS"], utilityModalities("AR", [44, 60])),
  seed("AR-S-0035", "EDESUR", ["SERVICIO DE LUZ"], [...utilityModalities("AR", [30, 60]), edesurByMeter]),
  seed("AR-S-0040", "ARCA (ex AFIP)", ["IMPUESTOS"], [...documentModalities("AR", false, ["DNI", "CUIT", "CUIL"]), arcaByVep]),
  // Additional fields (docs/provider/notes.md §2.1): a date names one bill; a number, the account.
  seed("AR-S-0041", "ARBA - IMPUESTO INMOBILIARIO", ["IMPUESTOS"], [partida("Partida inmobiliaria", 9, 10)], {
    additionalFields: [dateField("issueDate", "Fecha de emisión", "La fecha de emisión de la boleta (AAAA-MM-DD).")],
  }),
  seed("AR-S-0042", "AGIP - ABL CABA", ["IMPUESTOS"], [partida("Número de partida", 7, 7)], {
    additionalFields: [dateField("billDate", "Fecha de la boleta", "La fecha impresa en la boleta que vas a pagar.")],
  }),
  seed("AR-S-0047", "TELECENTRO", ["INTERNET, TELEFONIA Y TV", "TV POR CABLE"], [accountCodeModality("Código de cliente", 6, 12), barcodeModality(29, 40)]),
  seed("AR-S-0048", "CABLEVISION", ["TV POR CABLE"], utilityModalities("AR"), { active: false }),
  seed("AR-S-0049", "PERSONAL FLOW", ["INTERNET, TELEFONIA Y TV", "TV POR CABLE"], utilityModalities("AR", [30, 48])),
  seed("AR-S-0050", "MOVISTAR - FIJA E INTERNET", ["INTERNET, TELEFONIA Y TV"], [accountCodeModality("Código de pago electrónico", 8, 12)]),
  seed("AR-S-0051", "DIRECTV", ["TV POR CABLE"], [
    inputModality("Número de cliente", "Consultá con tu número de cliente DIRECTV.", [
      numField({ name: "accountNumber", label: "Número de cliente", help: "Lo ves en la pantalla de tu decodificador, menú Mi cuenta.", min: 8, max: 12 }),
    ], { schedulable: true }),
  ]),
  seed("AR-S-0052", "CLARO - HOGAR Y POSPAGO", ["TELEFONIA MOVIL", "INTERNET, TELEFONIA Y TV"], [phoneModality(10, AR_PHONE_HELP)]),
  seed("AR-S-0053", "PERSONAL - POSPAGO", ["TELEFONIA MOVIL"], [phoneModality(10, AR_PHONE_HELP)], { logo: false }),
  seed("AR-S-0054", "MOVISTAR - POSPAGO", ["TELEFONIA MOVIL"], [phoneModality(10, AR_PHONE_HELP)]),
  seed("AR-S-0060", "NATURGY BAN", ["SERVICIO DE GAS"], utilityModalities("AR", [44, 60])),
  seed("AR-S-0061", "GAS NATURAL BAN", ["SERVICIO DE GAS"], utilityModalities("AR"), { active: false, logo: false }),
  seed("AR-S-0062", "LITORAL GAS", ["SERVICIO DE GAS"], utilityModalities("AR", [40, 50])),
  seed("AR-S-0063", "ECOGAS - DISTRIBUIDORA DE GAS DEL CENTRO", ["SERVICIO DE GAS"], utilityModalities("AR")),
  seed("AR-S-0070", "EPEC", ["SERVICIO DE LUZ"], utilityModalities("AR", [30, 44])),
  seed("AR-S-0071", "EPE SANTA FE", ["SERVICIO DE LUZ"], utilityModalities("AR", [30, 44])),
  seed("AR-S-0072", "EDELAP", ["SERVICIO DE LUZ"], utilityModalities("AR")),
  seed("AR-S-0073", "EDEA", ["SERVICIO DE LUZ"], utilityModalities("AR"), { logo: false }),
  seed("AR-S-0074", "EDEMSA", ["SERVICIO DE LUZ"], utilityModalities("AR", [30, 44])),
  seed("AR-S-0080", "AGUAS CORDOBESAS", ["SERVICIO DE AGUA"], utilityModalities("AR", [40, 56])),
  seed("AR-S-0081", "ABSA - AGUAS BONAERENSES", ["SERVICIO DE AGUA"], utilityModalities("AR")),
  seed("AR-S-0082", "AGUAS SANTAFESINAS", ["SERVICIO DE AGUA"], utilityModalities("AR", [40, 56])),
  seed("AR-S-0090", "NARANJA X", ["TARJETAS DE CREDITO", "FINANCIERO"], documentModalities("AR", true, ["DNI"])),
  seed("AR-S-0091", "TARJETA CABAL", ["TARJETAS DE CREDITO"], [cardModality()]),
  seed("AR-S-0092", "CREDICUOTAS", ["CREDITOS"], documentModalities("AR", false, ["DNI", "CUIL"])),
  seed("AR-S-0093", "BANCO GALICIA - PRESTAMOS", ["CREDITOS", "FINANCIERO"], [loanModality()]),
  seed("AR-S-0094", "BANCO MACRO - PRESTAMOS", ["CREDITOS", "FINANCIERO"], [loanModality()]),
  seed("AR-S-0095", "BANCO HIPOTECARIO - CREDITOS HIPOTECARIOS", ["CREDITOS"], [loanModality([10, 10])]),
  seed("AR-S-0100", "OSDE", ["SALUD"], [memberModality("Número de socio", 8, 11)], {
    additionalFields: [numField({ name: "documentNumber", label: "Documento del titular", help: "El número de documento del titular del plan.", min: 7, max: 11 })],
    documents: ["DNI", "PAS"],
  }),
  seed("AR-S-0101", "SWISS MEDICAL", ["SALUD"], [memberModality("Número de socio", 6, 12), holderDocument], { documents: ["DNI", "CUIT", "PAS"] }),
  seed("AR-S-0102", "GALENO", ["SALUD"], [memberModality("Número de afiliado", 6, 12)]),
  seed("AR-S-0103", "MEDIFE", ["SALUD"], [memberModality("Número de afiliado", 6, 12)], { logo: false }),
  seed("AR-S-0104", "OMINT", ["SALUD"], [memberModality("Número de socio", 6, 10)]),
  seed("AR-S-01477", "METROGAS", ["SERVICIO DE GAS"], [...utilityModalities("AR", [44, 60]), metrogasByQr]),
  // The provider's own test billers live at AR-S-026xx.
  seed("AR-S-02601", "EMPRESA DE PRUEBA", ["FINANCIERO"], utilityModalities("AR", [20, 60])),
  seed("AR-S-02602", "EMPRESA DE PRUEBA - NO AGENDABLE", ["FINANCIERO"], [
    inputModality("Número de cliente", "Biller de prueba sin recordatorios.", [
      numField({ name: "clientNumber", label: "Número de cliente", help: "Cualquier número de 10 dígitos.", min: 10 }),
    ], { schedulable: false }),
  ]),
];
