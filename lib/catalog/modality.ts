import "server-only";
import { AppError } from "@/lib/platform/http/errors";
import type { Modality, ServiceCompanyDetail } from "@/lib/provider/types";
import { accountFieldsOf, queryFieldsOf, type FormField } from "./form-fields";
import { checkQueryData, type QueryItem } from "./query-data";
import { findServiceCompany } from "./services";

// A modality's fields, kept with the modality object: the catalogue hands out one company object
// (its modalities with it) for as long as it keeps it, so the list and the schema built from it
// (checkQueryData) are made once rather than on every query.
const fieldLists = new WeakMap<Modality, { all: FormField[]; account: FormField[] }>();

function fieldsOf(company: ServiceCompanyDetail, modality: Modality): { all: FormField[]; account: FormField[] } {
  let lists = fieldLists.get(modality);
  if (!lists) {
    const all = queryFieldsOf(company, modality);
    fieldLists.set(modality, (lists = { all, account: accountFieldsOf(all) }));
  }
  return lists;
}

/** `fields`: what was checked, each with its scope (the account's or one bill's). */
export type CheckedQuery = { company: ServiceCompanyDetail; modality: Modality; fields: FormField[]; queryData: QueryItem[] };

/**
 * The company, the modality and the typed identifiers, all checked against the (cached) catalogue
 * so that a bad request never reaches the provider: the modality's fields and the company's
 * additional ones (lib/catalog/form-fields.ts). `schedulable`: the modality must allow reminders,
 * and only the account's fields are asked (a saved account is for all its bills).
 */
export async function checkQuery(
  input: { companyCode: string; modalityId: string; queryData: QueryItem[] },
  { schedulable = false }: { schedulable?: boolean } = {},
): Promise<CheckedQuery> {
  const company = await findServiceCompany(input.companyCode);
  const modality = company.modalities.find((m) => m.modalityId === input.modalityId);
  if (!modality?.available) {
    throw new AppError("INVALID_INPUT", `${company.companyName} cannot be looked up that way right now.`, {
      modalityId: ["Choose one of the company's available ways to look up your bills."],
    });
  }
  if (schedulable && !modality.isSchedulable) {
    throw new AppError(
      "INVALID_INPUT",
      `${company.companyName} does not offer reminders for "${modality.modalityTitle ?? "this modality"}". Choose another way to identify your bill, or pay it when you need to.`,
      { modalityId: ["Reminders are not available for this modality."] },
    );
  }
  const lists = fieldsOf(company, modality);
  const fields = schedulable ? lists.account : lists.all;
  const check = checkQueryData(fields, input.queryData);
  if (!check.ok) throw new AppError("INVALID_INPUT", "Some fields are not valid.", check.problems);
  return { company, modality, fields, queryData: check.queryData };
}
