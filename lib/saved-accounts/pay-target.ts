import "server-only";
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

/** "Pagar" for a saved account: its company's pay page with the debt query filled in and run. */
export async function payHrefOf(companyCode: string, modalityId: string | null, identifier: string | null): Promise<string> {
  const name = modalityId && identifier ? await identifierNameOf(companyCode, modalityId) : null;
  if (!modalityId || !identifier || !name) return `/pay/${encodeURIComponent(companyCode)}`;
  return payNowHref(companyCode, modalityId, [{ identifierName: name, identifierValue: identifier }]);
}
