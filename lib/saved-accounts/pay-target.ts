import "server-only";
import { billFieldsOf, queryFieldsOf } from "@/lib/catalog/form-fields";
import type { QueryItem } from "@/lib/catalog/query-items";
import { payNowHref } from "@/lib/payments/bills/pay-now-link";
import { getServiceCompany } from "@/lib/catalog/services";

/** The modality's first typed field (not a combo box): where the bill's identifier goes. */
export async function identifierNameOf(companyCode: string, modalityId: string): Promise<string | null> {
  try {
    const company = await getServiceCompany(companyCode);
    const modality = company.modalities.find((m) => m.modalityId === modalityId);
    const field = [...(modality?.queryData ?? [])].sort((a, b) => a.position - b.position).find((f) => !f.options);
    return field?.identifierName ?? null;
  } catch {
    return null; // the company is gone from the catalogue: the link just opens its search
  }
}

/** Whether these values fill every field of the modality's query (its own and the company's additional ones). */
async function fillsQuery(companyCode: string, modalityId: string, items: QueryItem[]): Promise<boolean> {
  try {
    const company = await getServiceCompany(companyCode);
    const modality = company.modalities.find((m) => m.modalityId === modalityId);
    return Boolean(modality) && queryFieldsOf(company, modality!).every((f) => items.some((i) => i.identifierName === f.identifierName && i.identifierValue));
  } catch {
    return true;
  }
}

/**
 * Whether a query of this modality needs a bill's own field (its issue date), which only the
 * payer or the notice of that bill can give: autopay leaves such a bill to a reminder.
 */
export async function asksBillFields(companyCode: string, modalityId: string): Promise<boolean> {
  const company = await getServiceCompany(companyCode);
  const modality = company.modalities.find((m) => m.modalityId === modalityId);
  return Boolean(modality) && billFieldsOf(queryFieldsOf(company, modality!)).length > 0;
}

/**
 * "Pagar" for a saved account: its company's pay page with the debt query filled in, `known` the
 * fields kept with the account and a notice's bill fields. Run at once only when nothing is
 * missing: a bill's own field nobody gave (its issue date) is left for the payer, under its label.
 */
export async function payHrefOf(companyCode: string, modalityId: string | null, identifier: string | null, known: QueryItem[] = []): Promise<string> {
  const name = modalityId && identifier ? await identifierNameOf(companyCode, modalityId) : null;
  if (!modalityId || !identifier || !name) return `/pay/${encodeURIComponent(companyCode)}`;
  const items = [{ identifierName: name, identifierValue: identifier }, ...known.filter((k) => k.identifierName !== name)];
  const unique = items.filter((item, i) => items.findIndex((other) => other.identifierName === item.identifierName) === i);
  return payNowHref(companyCode, modalityId, unique, await fillsQuery(companyCode, modalityId, unique));
}
