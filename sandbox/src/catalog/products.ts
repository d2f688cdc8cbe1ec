import type { PackageInformation, Product } from "./types";

// Product builders; `amount` is the default the UI pre-fills (the minimum for OPEN, the first choice for FIXED).

export function openProduct(productId: string, productDescription: string, minAmount: number, maxAmount: number, productType = "RECARGA_SALDO"): Product {
  return {
    productId,
    productType,
    productDescription,
    status: "live",
    amountType: "OPEN",
    amount: minAmount,
    minAmount,
    maxAmount,
    allowedAmounts: [],
    additionalData: null,
  };
}

export function closedProduct(
  productId: string,
  productDescription: string,
  amount: number,
  packageInformation?: PackageInformation,
  productType = "RECARGA_SALDO",
): Product {
  return {
    productId,
    productType,
    productDescription,
    status: "live",
    amountType: "CLOSED",
    amount,
    minAmount: amount,
    maxAmount: amount,
    allowedAmounts: [amount],
    additionalData: packageInformation ? { packageInformation: { ...packageInformation } } : null,
  };
}

export function fixedProduct(productId: string, productDescription: string, allowedAmounts: number[], productType = "RECARGA_SALDO"): Product {
  const first = allowedAmounts[0];
  if (first === undefined) throw new Error(`FIXED product ${productId} needs at least one amount`);
  return {
    productId,
    productType,
    productDescription,
    status: "live",
    amountType: "FIXED",
    amount: first,
    minAmount: Math.min(...allowedAmounts),
    maxAmount: Math.max(...allowedAmounts),
    allowedAmounts: [...allowedAmounts],
    // The provider sends `{}` rather than null on some data packs; clients must accept both.
    additionalData: productType === "Datos" ? {} : null,
  };
}
