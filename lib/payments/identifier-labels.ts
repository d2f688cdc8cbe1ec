import "server-only";
import { findServiceCompany } from "@/lib/catalog/services";
import type { OperationRow } from "./state";

/**
 * The company's own label of each identifier a bill was paid with ("Número de cliente" for
 * `clientNumber`), from the cached catalogue. Empty when it cannot be read: the receipt then
 * shows the field's name, never fails.
 */
export async function identifierLabels(op: Pick<OperationRow, "kind" | "companyCode">): Promise<Record<string, string>> {
  if (op.kind !== "bill") return {};
  try {
    const company = await findServiceCompany(op.companyCode);
    const labels: Record<string, string> = {};
    for (const field of company.modalities.flatMap((m) => m.queryData)) {
      if (field.description) labels[field.identifierName] ??= field.description;
    }
    return labels;
  } catch {
    return {};
  }
}
