import {
  accountCodeModality,
  cardModality,
  loanModality,
  phoneModality,
  policyModality,
} from "./common-modalities";
import {
  alfField,
  barcodeModality,
  documentModalities,
  inputModality,
  numField,
  utilityModalities,
} from "./query-fields";
import { seed, type CompanySeed } from "./service-seed";

const MX_PHONE_HELP = "Los 10 dígitos de tu número, sin +52.";

const cfeByService = inputModality(
  "Número de servicio",
  "Consultá tu recibo de luz con el número de servicio.",
  [numField({ name: "serviceNumber", label: "Número de servicio", help: "Son 12 dígitos, arriba a la izquierda de tu recibo CFE.", min: 12 })],
  { schedulable: true },
);

const telmexByReference = inputModality(
  "Número telefónico",
  "Consultá tu recibo con el número de tu línea fija.",
  [numField({ name: "reference", label: "Número telefónico", help: "Tu número Telmex a 10 dígitos.", min: 10 })],
  { schedulable: true },
);

const numberModality = (title: string, name: string, min: number, max: number, help: string, schedulable = true) =>
  inputModality(title, `Consultá con tu ${title.toLowerCase()}.`, [numField({ name, label: title, help, min, max })], { schedulable });

const satByCaptureLine = inputModality(
  "Línea de captura",
  "Pagá impuestos federales con la línea de captura de tu declaración.",
  [alfField({ name: "captureLine", label: "Línea de captura", help: "Los 20 caracteres de tu formato de pago.", min: 20, max: 20, regex: "^[0-9A-Z]{20}$" })],
  { schedulable: false },
);

const plateModality = (help: string, regex: string) =>
  inputModality("Placa del vehículo", "Consultá los adeudos de tu vehículo.", [alfField({ name: "plate", label: "Placa", help, min: 6, max: 7, regex })], {
    schedulable: false,
  });

const chileanPropertyRole = inputModality(
  "Rol de avalúo",
  "Pagá las contribuciones de tu propiedad.",
  [alfField({ name: "propertyRole", label: "Rol de avalúo", help: "Comuna, manzana y predio, por ejemplo 15-1234-56.", min: 6, max: 12, regex: "^[0-9]{1,3}-[0-9]{1,5}-[0-9]{1,3}$" })],
  { schedulable: false },
);

export const mexicanServices: CompanySeed[] = [
  seed("MX-S-00001", "CFE", ["SERVICIO DE LUZ"], [cfeByService, barcodeModality(20, 30)]),
  seed("MX-S-00002", "LUZ Y FUERZA DEL CENTRO", ["SERVICIO DE LUZ"], [cfeByService], { active: false, logo: false }),
  // The barcode modality is down at the biller: clients must show only the phone one.
  seed("MX-S-00008", "TELMEX", ["INTERNET, TELEFONIA Y TV"], [telmexByReference, barcodeModality(20, 30, { status: "maintenance" })]),
  seed("MX-S-00010", "IZZI", ["TV POR CABLE", "INTERNET, TELEFONIA Y TV"], [accountCodeModality("Número de cuenta", 6, 12)]),
  seed("MX-S-00011", "TOTALPLAY", ["INTERNET, TELEFONIA Y TV"], [numberModality("Número de cuenta", "accountNumber", 10, 10, "Aparece en tu estado de cuenta.")]),
  seed("MX-S-00012", "MEGACABLE", ["TV POR CABLE", "INTERNET, TELEFONIA Y TV"], utilityModalities("MX")),
  seed("MX-S-00013", "SKY", ["TV POR CABLE"], [numberModality("Número de tarjeta SKY", "cardNumber", 12, 12, "Lo encontrás en el menú de tu decodificador.")]),
  seed("MX-S-00014", "DISH", ["TV POR CABLE"], [numberModality("Número de cuenta", "accountNumber", 8, 10, "Aparece en tu estado de cuenta.")], { logo: false }),
  seed("MX-S-00020", "NATURGY MEXICO", ["SERVICIO DE GAS"], utilityModalities("MX", [24, 30])),
  seed("MX-S-00021", "ENGIE GAS MEXICO", ["SERVICIO DE GAS"], utilityModalities("MX")),
  seed("MX-S-00030", "SACMEX - AGUA CDMX", ["SERVICIO DE AGUA"], [numberModality("Número de cuenta", "accountNumber", 16, 16, "Los 16 dígitos de tu boleta de agua.")]),
  seed("MX-S-00040", "SAT - DECLARACIONES", ["IMPUESTOS"], [satByCaptureLine]),
  seed("MX-S-00041", "TENENCIA ESTADO DE MEXICO", ["IMPUESTOS"], [plateModality("Sin guiones ni espacios.", "^[A-Z0-9]{6,7}$")]),
  seed("MX-S-00050", "INFONAVIT", ["CREDITOS"], [loanModality([10, 10])]),
  seed("MX-S-00051", "FONACOT", ["CREDITOS"], [loanModality([12, 12])]),
  seed("MX-S-00052", "COPPEL", ["TARJETAS DE CREDITO", "CREDITOS"], [numberModality("Número de cliente", "clientNumber", 10, 12, "Está en tu tarjeta Coppel.")]),
  seed("MX-S-00053", "BANCO AZTECA - ELEKTRA", ["CREDITOS", "FINANCIERO"], documentModalities("MX", false)),
  seed("MX-S-00060", "GNP SEGUROS", ["SEGUROS"], [policyModality()]),
  seed("MX-S-00061", "AXA SEGUROS MEXICO", ["SEGUROS"], [policyModality()]),
  seed("MX-S-90001", "EMPRESA DE PRUEBA MX", ["FINANCIERO"], utilityModalities("MX", [20, 30])),
  seed("MX-S-90227", "Movistar Pospago", ["TELEFONIA MOVIL"], [phoneModality(10, MX_PHONE_HELP)]),
  seed("MX-S-90230", "AT&T Pospago", ["TELEFONIA MOVIL"], [phoneModality(10, MX_PHONE_HELP)]),
  seed("MX-S-90231", "Telcel Plan", ["TELEFONIA MOVIL"], [phoneModality(10, MX_PHONE_HELP)]),
];

export const chileanServices: CompanySeed[] = [
  seed("CL-S-0001", "ENEL DISTRIBUCION CHILE", ["SERVICIO DE LUZ"], utilityModalities("CL", [24, 40])),
  seed("CL-S-0002", "CHILECTRA", ["SERVICIO DE LUZ"], utilityModalities("CL"), { active: false }),
  seed("CL-S-0003", "CGE", ["SERVICIO DE LUZ"], utilityModalities("CL")),
  seed("CL-S-0004", "CHILQUINTA", ["SERVICIO DE LUZ"], utilityModalities("CL")),
  seed("CL-S-0005", "SAESA", ["SERVICIO DE LUZ"], utilityModalities("CL"), { logo: false }),
  seed("CL-S-0010", "METROGAS CHILE", ["SERVICIO DE GAS"], utilityModalities("CL", [24, 40])),
  seed("CL-S-0011", "LIPIGAS", ["SERVICIO DE GAS"], utilityModalities("CL")),
  seed("CL-S-0020", "AGUAS ANDINAS", ["SERVICIO DE AGUA"], utilityModalities("CL", [24, 40])),
  seed("CL-S-0021", "ESSBIO", ["SERVICIO DE AGUA"], utilityModalities("CL")),
  seed("CL-S-0022", "ESVAL", ["SERVICIO DE AGUA"], utilityModalities("CL")),
  seed("CL-S-0030", "VTR", ["TV POR CABLE", "INTERNET, TELEFONIA Y TV"], documentModalities("CL", true)),
  seed("CL-S-0031", "MOVISTAR HOGAR CHILE", ["INTERNET, TELEFONIA Y TV"], documentModalities("CL", true)),
  seed("CL-S-0032", "ENTEL POSTPAGO", ["TELEFONIA MOVIL"], documentModalities("CL", true)),
  seed("CL-S-0033", "WOM POSTPAGO", ["TELEFONIA MOVIL"], [phoneModality(9, "Tu número móvil de 9 dígitos, sin +56.")]),
  seed("CL-S-0040", "TESORERIA GENERAL - CONTRIBUCIONES", ["IMPUESTOS"], [chileanPropertyRole]),
  seed("CL-S-0050", "BANCOESTADO - CREDITOS", ["CREDITOS", "FINANCIERO"], documentModalities("CL", false)),
  seed("CL-S-0051", "CMR FALABELLA", ["TARJETAS DE CREDITO"], documentModalities("CL", true)),
  seed("CL-S-0052", "TARJETA RIPLEY", ["TARJETAS DE CREDITO"], [cardModality()]),
];

export const colombianServices: CompanySeed[] = [
  seed("CO-S-0001", "EPM", ["SERVICIO DE LUZ", "SERVICIO DE AGUA"], utilityModalities("CO", [30, 48])),
  seed("CO-S-0002", "ENEL COLOMBIA", ["SERVICIO DE LUZ"], utilityModalities("CO")),
  seed("CO-S-0003", "VANTI GAS NATURAL", ["SERVICIO DE GAS"], utilityModalities("CO")),
  seed("CO-S-0004", "ETB", ["INTERNET, TELEFONIA Y TV"], documentModalities("CO", true)),
  seed("CO-S-0005", "CLARO COLOMBIA HOGAR", ["INTERNET, TELEFONIA Y TV", "TV POR CABLE"], documentModalities("CO", true)),
];

export const peruvianServices: CompanySeed[] = [
  seed("PE-S-0001", "LUZ DEL SUR", ["SERVICIO DE LUZ"], utilityModalities("PE", [24, 36])),
  seed("PE-S-0002", "ENEL PERU", ["SERVICIO DE LUZ"], utilityModalities("PE")),
  seed("PE-S-0003", "SEDAPAL", ["SERVICIO DE AGUA"], utilityModalities("PE")),
  seed("PE-S-0004", "CALIDDA", ["SERVICIO DE GAS"], utilityModalities("PE")),
  seed("PE-S-0005", "MOVISTAR PERU - FIJA", ["INTERNET, TELEFONIA Y TV"], documentModalities("PE", true)),
];
