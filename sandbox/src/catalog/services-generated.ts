import { policyModality } from "./common-modalities";
import { stableBucket } from "./deterministic-id";
import {
  alfField,
  barcodeModality,
  documentModalities,
  inputModality,
  numField,
  utilityModalities,
  type ModalitySeed,
} from "./query-fields";
import { seed, type CompanySeed } from "./service-seed";
import type { ServiceTagName } from "./tags";
import type { CountryCode } from "./types";

// The long tail: small billers built from name lists so paging, search and filters see real volume.

const AR_TOWNS = [
  "Rafaela", "Venado Tuerto", "Tandil", "Olavarría", "Azul", "Pergamino", "Junín", "Trenque Lauquen",
  "Río Cuarto", "Villa María", "San Francisco", "Concordia", "Gualeguaychú", "Reconquista",
  "Necochea", "Bolívar", "Chivilcoy", "Zárate", "Luján", "Esquel", "Trelew", "Puerto Madryn",
];
const AR_INSURERS = [
  "LA SEGUNDA SEGUROS", "SANCOR SEGUROS", "FEDERACION PATRONAL", "RIVADAVIA SEGUROS",
  "LA CAJA SEGUROS", "MERCANTIL ANDINA", "SAN CRISTOBAL SEGUROS", "PROVINCIA SEGUROS",
];
const AR_UNIVERSITIES = [
  "UADE", "UNIVERSIDAD DE BELGRANO", "UNIVERSIDAD AUSTRAL", "UCA - UNIVERSIDAD CATOLICA ARGENTINA",
  "UNIVERSIDAD DE PALERMO", "UNIVERSIDAD SIGLO 21", "ITBA", "UNIVERSIDAD DEL SALVADOR",
];
const MX_CITIES = ["Guadalajara", "Monterrey", "Puebla", "Querétaro", "León", "Mérida", "Toluca", "Tijuana"];
const MX_UNIVERSITIES = ["UVM", "UNITEC", "TEC DE MONTERREY", "UNIVERSIDAD IBEROAMERICANA", "UNIVERSIDAD ANAHUAC"];
const CL_COMMUNES = ["Santiago", "Providencia", "Las Condes", "Ñuñoa", "Maipú", "Puente Alto", "La Florida", "Viña del Mar"];
const CL_UNIVERSITIES = ["UNIVERSIDAD DE CHILE", "PONTIFICIA UNIVERSIDAD CATOLICA DE CHILE", "UNIVERSIDAD DE SANTIAGO", "UNIVERSIDAD ADOLFO IBAÑEZ"];

const coopMember = inputModality(
  "Número de socio",
  "Consultá con tu número de socio de la cooperativa.",
  [numField({ name: "memberNumber", label: "Número de socio", help: "Figura en tu factura, junto a tu nombre.", min: 4, max: 8 })],
  { schedulable: true },
);

const municipalParcel = inputModality(
  "Número de partida",
  "Consultá las tasas municipales de tu inmueble.",
  [numField({ name: "parcelNumber", label: "Número de partida", help: "Figura en la boleta de tasas, sin guiones.", min: 6, max: 10 })],
  // Municipal rates are billed every month or two, so reminders make sense.
  { schedulable: true },
);

const cadastralKey = inputModality(
  "Clave catastral",
  "Pagá el predial de tu inmueble.",
  [alfField({ name: "cadastralKey", label: "Clave catastral", help: "Tal como aparece en tu boleta predial.", min: 10, max: 16, regex: "^[A-Z0-9-]{10,16}$" })],
  { schedulable: false },
);

const studentId = inputModality(
  "Matrícula",
  "Pagá tu colegiatura con tu número de matrícula.",
  [alfField({ name: "studentId", label: "Matrícula", help: "La encontrás en tu credencial de estudiante.", min: 6, max: 10, regex: "^[A-Za-z0-9]{6,10}$" })],
  { schedulable: true },
);

const chileanPlate = inputModality(
  "Patente",
  "Pagá el permiso de circulación de tu vehículo.",
  [alfField({ name: "plate", label: "Patente", help: "Sin guiones ni espacios, por ejemplo ABCD12.", min: 6, max: 6, regex: "^[A-Z]{2,4}[0-9]{2,4}$" })],
  { schedulable: false },
);

type Family = {
  country: CountryCode;
  /** First number of the block; blocks are spaced so they never reach a hand-written code. */
  base: number;
  names: string[];
  name: (item: string) => string;
  tags: (index: number) => ServiceTagName[];
  modalities: (index: number) => ModalitySeed[];
};

const families: Family[] = [
  {
    country: "AR", base: 1101, names: AR_TOWNS.slice(0, 14), name: (t) => `Cooperativa Eléctrica de ${t}`,
    // Many rural co-ops also sell internet; every third one says so.
    tags: (i) => (i % 3 === 0 ? ["SERVICIO DE LUZ", "INTERNET, TELEFONIA Y TV"] : ["SERVICIO DE LUZ"]),
    modalities: (i) => (i % 2 === 0 ? [coopMember, barcodeModality(24, 44)] : [coopMember]),
  },
  {
    country: "AR", base: 1201, names: AR_TOWNS.slice(14), name: (t) => `Cooperativa de Agua Potable de ${t}`,
    tags: () => ["SERVICIO DE AGUA"], modalities: () => utilityModalities("AR", [24, 44]),
  },
  {
    country: "AR", base: 1301, names: AR_TOWNS.slice(0, 10), name: (t) => `Municipalidad de ${t} - Tasas`,
    tags: () => ["IMPUESTOS"], modalities: (i) => (i % 2 === 0 ? [municipalParcel, barcodeModality(40, 56)] : [municipalParcel]),
  },
  { country: "AR", base: 1401, names: AR_INSURERS, name: (n) => n, tags: () => ["SEGUROS"], modalities: () => [policyModality()] },
  {
    country: "AR", base: 1501, names: AR_UNIVERSITIES, name: (n) => n,
    tags: () => ["EDUCACION"], modalities: () => documentModalities("AR", true, ["DNI", "PAS"]),
  },
  {
    country: "MX", base: 101, names: MX_CITIES, name: (c) => `Agua Potable de ${c}`,
    tags: () => ["SERVICIO DE AGUA"], modalities: (i) => utilityModalities("MX", i % 2 === 0 ? [20, 30] : undefined),
  },
  { country: "MX", base: 201, names: MX_CITIES, name: (c) => `Predial ${c}`, tags: () => ["IMPUESTOS"], modalities: () => [cadastralKey] },
  { country: "MX", base: 301, names: MX_UNIVERSITIES, name: (n) => n, tags: () => ["EDUCACION"], modalities: () => [studentId] },
  {
    country: "CL", base: 101, names: CL_COMMUNES, name: (c) => `Municipalidad de ${c} - Permisos de Circulación`,
    tags: () => ["IMPUESTOS"], modalities: () => [chileanPlate],
  },
  {
    country: "CL", base: 201, names: CL_UNIVERSITIES, name: (n) => n,
    tags: () => ["EDUCACION"], modalities: () => documentModalities("CL", true),
  },
];

export const generatedServices: CompanySeed[] = families.flatMap((family) =>
  family.names.map((item, index) => {
    const code = `${family.country}-S-${String(family.base + index).padStart(5, "0")}`;
    // About one in five small billers has no logo, as with the provider.
    const logo = stableBucket(code, 5) !== 0;
    return seed(code, family.name(item), family.tags(index), family.modalities(index), { logo });
  }),
);
