import { documentOptions } from "./documents";
import type { CountryCode, Modality, QueryData } from "./types";

/** A modality before its deterministic id is assigned (ids depend on the company code and order). */
export type ModalitySeed = Omit<Modality, "modalityId">;

/** A field before its position is assigned; positions follow the order fields are listed in. */
export type FieldDraft = Omit<QueryData, "position">;

type FieldInput = { name: string; label: string; help: string; min: number; max?: number };

function lengthQuantifier(min: number, max: number): string {
  return min === max ? `{${min}}` : `{${min},${max}}`;
}

export function numField({ name, label, help, min, max = min }: FieldInput): FieldDraft {
  return {
    identifierName: name,
    identifierValue: null,
    description: label,
    dataType: "NUM",
    minLength: min,
    maxLength: max,
    helpText: help,
    component: "TEXT_FIELD",
    inline: false,
    regex: `^[0-9]${lengthQuantifier(min, max)}$`,
  };
}

export function alfField(input: FieldInput & { regex?: string }): FieldDraft {
  const { name, label, help, min, max = min, regex } = input;
  return {
    identifierName: name,
    identifierValue: null,
    description: label,
    dataType: "ALF",
    minLength: min,
    maxLength: max,
    helpText: help,
    component: "TEXT_FIELD",
    inline: false,
    ...(regex ? { regex } : {}),
  };
}

export function dateField(name: string, label: string, help: string): FieldDraft {
  return {
    identifierName: name,
    identifierValue: null,
    description: label,
    dataType: "FEC",
    minLength: 10,
    maxLength: 10,
    helpText: help,
    component: "TEXT_FIELD",
    inline: false,
    regex: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
  };
}

export function barcodeField(min: number, max: number): FieldDraft {
  return {
    identifierName: "barcode",
    identifierValue: null,
    description: "Código de barras",
    dataType: "CBA",
    minLength: min,
    maxLength: max,
    helpText: "Escaneá el código de barras de tu factura o escribí los números que figuran debajo.",
    component: "TEXT_FIELD",
    inline: false,
  };
}

export function comboField(name: string, label: string, options: Record<string, string>, help: string): FieldDraft {
  const lengths = Object.keys(options).map((k) => k.length);
  return {
    identifierName: name,
    identifierValue: options,
    description: label,
    dataType: "ALF",
    minLength: Math.min(...lengths),
    maxLength: Math.max(...lengths),
    helpText: help,
    component: "COMBO_BOX_ESTATICO",
    inline: false,
  };
}

type ModalityOptions = { schedulable: boolean; active?: boolean; status?: Modality["status"] };

export function modality(
  modalityType: Modality["modalityType"],
  title: string,
  description: string,
  fields: FieldDraft[],
  { schedulable, active = true, status = "live" }: ModalityOptions,
): ModalitySeed {
  return {
    modalityType,
    modalityTitle: title,
    modalityDescription: description,
    active,
    isSchedulable: schedulable,
    status,
    queryData: fields.map((f, position) => ({ ...f, position })),
  };
}

export function inputModality(title: string, description: string, fields: FieldDraft[], options: ModalityOptions): ModalitySeed {
  return modality("input", title, description, fields, options);
}

// A barcode identifies one bill, not an account, so by default it cannot back a reminder.
export function barcodeModality(min: number, max: number, options: Partial<ModalityOptions> = {}): ModalitySeed {
  return modality("barcode", "Código de barras", "Pagá escaneando el código de barras de la factura.", [barcodeField(min, max)], {
    schedulable: false,
    ...options,
  });
}

/** The account identifier printed on utility bills, per country. */
export function accountField(country: CountryCode): FieldDraft {
  switch (country) {
    case "AR":
      return numField({ name: "clientNumber", label: "Número de cliente", help: "Figura arriba a la derecha de tu factura (10 dígitos).", min: 10 });
    case "MX":
      return numField({ name: "reference", label: "Número de referencia", help: "Está en la parte superior de tu recibo (10 dígitos).", min: 10 });
    case "CL":
      return numField({ name: "clientNumber", label: "Número de cliente", help: "Aparece en tu boleta junto a tu nombre.", min: 6, max: 9 });
    case "CO":
      return numField({ name: "contractNumber", label: "Número de contrato", help: "Aparece en la parte superior de tu factura.", min: 8, max: 10 });
    case "PE":
      return numField({ name: "supplyNumber", label: "Número de suministro", help: "Lo encontrás en tu recibo, junto a tu dirección.", min: 6, max: 10 });
  }
}

/** Document type (combo, position 0) and number (position 1), as billers keyed on the customer ask. */
export function documentFields(country: CountryCode, codes?: string[]): FieldDraft[] {
  const combo = comboField("documentType", "Tipo de documento", documentOptions(country, codes), "Elegí el tipo de documento del titular.");
  const help = "Ingresá el número sin puntos ni guiones.";
  switch (country) {
    case "AR":
      return [combo, numField({ name: "documentNumber", label: "Número de documento", help, min: 7, max: 11 })];
    case "MX":
      return [combo, alfField({ name: "documentNumber", label: "RFC o CURP", help: "Ingresá tu RFC (12 o 13 caracteres) o tu CURP (18).", min: 12, max: 18, regex: "^[A-Z0-9]{12,18}$" })];
    case "CL":
      return [combo, alfField({ name: "documentNumber", label: "RUT", help: "Sin puntos ni guion, con el dígito verificador al final: por ejemplo 123456789 o 12345678K.", min: 8, max: 9, regex: "^[0-9]{7,8}[0-9Kk]$" })];
    case "CO":
      return [combo, numField({ name: "documentNumber", label: "Número de documento", help, min: 6, max: 10 })];
    case "PE":
      return [combo, numField({ name: "documentNumber", label: "Número de documento", help, min: 8, max: 11 })];
  }
}

/** The usual utility pair: account number (schedulable) plus, when the bill has one, its barcode. */
export function utilityModalities(country: CountryCode, barcode?: [number, number]): ModalitySeed[] {
  const byAccount = inputModality("Número de cliente", "Consultá tus facturas con el número que figura en tu factura.", [accountField(country)], {
    schedulable: true,
  });
  return barcode ? [byAccount, barcodeModality(barcode[0], barcode[1])] : [byAccount];
}

/** Billers that look the customer up by identity document; reminders allowed unless told otherwise. */
export function documentModalities(country: CountryCode, schedulable: boolean, codes?: string[]): ModalitySeed[] {
  return [inputModality("Documento del titular", "Consultá con el documento del titular de la cuenta.", documentFields(country, codes), { schedulable })];
}
