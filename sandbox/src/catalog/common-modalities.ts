import { alfField, inputModality, numField, type ModalitySeed } from "./query-fields";

// Building blocks shared by several countries' tables; lengths follow what the billers print.

export function loanModality(length: [number, number] = [8, 12]): ModalitySeed {
  return inputModality(
    "Número de préstamo",
    "Consultá las cuotas pendientes de tu préstamo.",
    [numField({ name: "loanNumber", label: "Número de préstamo", help: "Figura en tu contrato o en el resumen del préstamo.", min: length[0], max: length[1] })],
    // Instalments have their own schedule at the lender, so reminders are not offered.
    { schedulable: false },
  );
}

export function cardModality(): ModalitySeed {
  return inputModality(
    "Número de tarjeta",
    "Pagá el resumen de tu tarjeta.",
    [numField({ name: "cardNumber", label: "Número de tarjeta", help: "Los 16 dígitos del frente de tu tarjeta.", min: 16 })],
    { schedulable: true },
  );
}

export function phoneModality(digits: number, help: string): ModalitySeed {
  return inputModality(
    "Número de línea",
    "Pagá la factura de tu línea pospaga.",
    [numField({ name: "phoneNumber", label: "Número de línea", help, min: digits })],
    { schedulable: true },
  );
}

export function policyModality(): ModalitySeed {
  return inputModality(
    "Número de póliza",
    "Pagá la cuota de tu seguro.",
    [numField({ name: "policyNumber", label: "Número de póliza", help: "Figura en el frente de tu póliza.", min: 8, max: 12 })],
    { schedulable: true },
  );
}

export function memberModality(label: string, min: number, max: number): ModalitySeed {
  return inputModality(
    label,
    "Consultá la cuota con tu número de socio o afiliado.",
    [alfField({ name: "memberNumber", label, help: "Está en tu credencial, sin espacios ni barras.", min, max, regex: `^[A-Za-z0-9]{${min},${max}}$` })],
    { schedulable: true },
  );
}

export function accountCodeModality(label: string, min: number, max: number): ModalitySeed {
  return inputModality(
    label,
    "Consultá con el código de cliente que figura en tu factura.",
    [alfField({ name: "accountCode", label, help: "Letras y números, tal como aparece en tu factura.", min, max, regex: `^[A-Za-z0-9]{${min},${max}}$` })],
    { schedulable: true },
  );
}
