import "server-only";
import type { User } from "@/lib/accounts/users";
import { AppError } from "@/lib/platform/http/errors";
import { accountFieldsOf, queryFieldsOf } from "@/lib/catalog/form-fields";
import { findServiceCompany } from "@/lib/catalog/services";
import { accountOf } from "./accounts";
import { addAdhesion } from "./adhesions";
import { savedAccountsOf, type SavedAccount } from "./saved";

// "¿Guardarla para la próxima?" after a confirmed bill payment: the account paid, saved only when
// the user says so. The operation is passed in (read by the caller), so this layer needs no
// knowledge of payments.

export type PaidBill = {
  kind: string;
  status: string;
  companyCode: string;
  identifiers: { identifierName: string; identifierValue: string }[];
};

export type SaveOffer = { saved: SavedAccount | null; canSave: boolean };

/**
 * The company's reminder-capable way of identifying a bill whose account fields the payment holds,
 * with those fields (the account's: a bill's own, like its issue date, are not kept).
 */
async function modalityOf(op: PaidBill) {
  const company = await findServiceCompany(op.companyCode).catch(() => null);
  const names = new Set(op.identifiers.map((i) => i.identifierName));
  for (const m of company?.modalities ?? []) {
    const fields = accountFieldsOf(queryFieldsOf(company!, m));
    if (m.available && m.isSchedulable && m.queryData.length > 0 && fields.every((f) => names.has(f.identifierName))) return { modality: m, fields };
  }
  return undefined;
}

/** Whether the paid account is already saved, and if not whether it can be. */
export async function saveOfferFor(user: User, op: PaidBill): Promise<SaveOffer> {
  if (op.kind !== "bill" || op.status !== "confirmed") return { saved: null, canSave: false };
  const saved = accountOf(await savedAccountsOf(user.id), op.companyCode, op.identifiers) ?? null;
  return { saved, canSave: !saved && Boolean(await modalityOf(op)) };
}

/** Saves the account of a confirmed bill payment under a nickname. */
export async function saveAccountOf(user: User, op: PaidBill, alias: string | undefined) {
  if (op.kind !== "bill" || op.status !== "confirmed") {
    throw new AppError("CONFLICT", "Only the account of a confirmed bill payment can be saved from it.");
  }
  const found = await modalityOf(op);
  if (!found) throw new AppError("CONFLICT", "This company does not offer saving this account.");
  const names = new Set(found.fields.map((f) => f.identifierName));
  return addAdhesion(user, {
    companyCode: op.companyCode,
    modalityId: found.modality.modalityId,
    queryData: op.identifiers.filter((i) => names.has(i.identifierName)),
    ...(alias ? { alias } : {}),
  });
}
