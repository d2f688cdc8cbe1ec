import "server-only";
import { eq, sql } from "drizzle-orm";
import { sandboxMode } from "@/lib/platform/env";
import { AppError, toAppError } from "@/lib/platform/http/errors";
import { getDb } from "@/lib/platform/db/client";
import { barcodePrefixes } from "@/lib/platform/db/schema";
import { findServiceCompany } from "@/lib/catalog/services";
import type { QueryItem } from "@/lib/catalog/query-data";
import type { Modality, ServiceCompanyDetail } from "@/lib/provider/types";
import { checkoutHref } from "@/lib/payments/bills/pay-now-link";
import { presentCompanyName } from "@/lib/catalog/present";
import { billBarcodeProblem, scanFieldOf } from "@/lib/rules/bill-barcode";
import { barcodePrefix } from "@/lib/rules/barcode-prefixes";
import { SANDBOX_BARCODE_PREFIXES } from "@/lib/rules/sandbox-prefixes";

export type BarcodeMatch = {
  company: { companyCode: string; companyName: string };
  modality: { modalityId: string; modalityTitle: string | null };
  /** The company's checkout with the code filled in and its debts asked for. */
  href: string;
};

/** The company's modality a scan fills: the one named, else its first available barcode modality. */
const scanModality = (company: ServiceCompanyDetail, modalityId: string | null): Modality | undefined => {
  const usable = company.modalities.filter((m) => m.available && scanFieldOf(m));
  return usable.find((m) => m.modalityId === modalityId) ?? usable[0];
};

/**
 * After a debt query a barcode modality answered: its code's prefix names this company (the
 * latest answer wins). Only codes with the collection networks' check digit teach anything.
 */
export async function learnBarcodePrefix(companyCode: string, modality: Modality, queryData: QueryItem[]): Promise<void> {
  const field = scanFieldOf(modality);
  const code = queryData.find((q) => q.identifierName === field?.identifierName)?.identifierValue;
  if (!code || billBarcodeProblem(code) !== null) return;
  const db = await getDb();
  const row = { prefix: barcodePrefix(code), companyCode, modalityId: modality.modalityId };
  await db
    .insert(barcodePrefixes)
    .values(row)
    .onConflictDoUpdate({ target: barcodePrefixes.prefix, set: { companyCode, modalityId: modality.modalityId, updatedAt: sql`now()` } });
}

async function companyOrNull(code: string): Promise<ServiceCompanyDetail | null> {
  try {
    return await findServiceCompany(code);
  } catch (error) {
    if (toAppError(error)?.code === "NOT_FOUND") return null;
    throw error;
  }
}

const unknown = () =>
  new AppError("UNKNOWN_BARCODE", "We do not know which company this barcode belongs to yet. Find the company and type the code there.");

/**
 * The company and barcode modality of a checked code: the learned prefix table first, then (only
 * against the sandbox) the sandbox catalogue's prefixes. 404 UNKNOWN_BARCODE when neither knows
 * it, or when the company no longer takes barcodes.
 */
export async function findBarcodeCompany(code: string): Promise<BarcodeMatch> {
  const prefix = barcodePrefix(code);
  const db = await getDb();
  const [learned] = await db.select().from(barcodePrefixes).where(eq(barcodePrefixes.prefix, prefix)).limit(1);
  const seeded = sandboxMode() ? SANDBOX_BARCODE_PREFIXES[prefix] : undefined;
  const companyCode = learned?.companyCode ?? seeded;
  if (!companyCode) throw unknown();
  const company = await companyOrNull(companyCode);
  const modality = company ? scanModality(company, learned?.modalityId ?? null) : undefined;
  const field = modality ? scanFieldOf(modality) : null;
  if (!company || !modality || !field) throw unknown();
  return {
    company: { companyCode: company.companyCode, companyName: presentCompanyName(company.companyName) },
    modality: { modalityId: modality.modalityId, modalityTitle: modality.modalityTitle },
    href: checkoutHref(company.companyCode, { modalityId: modality.modalityId, values: { [field.identifierName]: code }, step: "debts", choice: null }),
  };
}
