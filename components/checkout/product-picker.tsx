"use client";

import type { Options } from "@/components/forms/use-checkout-form";
import { useTranslations } from "use-intl";
import type { Product } from "@/lib/provider/types";
import { CompanyLogo } from "@/components/ui/company-logo";
import { FieldError } from "./field-error";
import { usePurchaseText } from "./use-purchase-text";

export const optionClass =
  "flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:has-[:checked]:bg-slate-800";

const PACKAGE_KEYS = ["internet", "callMinutes", "messagesNumber", "socialMedia"] as const;

/** What a package includes (data, minutes, messages, social media), as the provider words it. */
function PackageInfo({ info }: { info: Record<string, string> }) {
  const t = useTranslations("purchase.product.package");
  const rows = PACKAGE_KEYS.filter((key) => info[key]);
  if (rows.length === 0) return null;
  return (
    <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
      {rows.map((key) => (
        <div key={key}>
          <dt className="text-slate-600 dark:text-slate-300">{t(key)}</dt>
          <dd className="font-medium">{info[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

type Props = {
  products: Product[];
  currency: string;
  choice: Options<"productId">;
  error?: string;
  /** Gift cards show each card's design (or the brand's initial). */
  imageFallbackName?: string;
};

/** One radio card per product: its name, what it costs and, for packages, what it includes. */
export function ProductPicker({ products, currency, choice, error, imageFallbackName }: Props) {
  const { t, amountSummary } = usePurchaseText(currency);
  return (
    <fieldset aria-describedby={error ? "product-error" : undefined}>
      <legend className="mb-2 text-base font-semibold">{t("product.legend")}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {products.map((product) => (
          <label key={product.productId} className={optionClass}>
            <input type="radio" className="mt-1 size-4 accent-brand-700" {...choice(product.productId)} />
            {imageFallbackName !== undefined ? <CompanyLogo name={imageFallbackName} src={product.image} size="sm" /> : null}
            <span className="min-w-0 flex-1">
              <span className="block font-medium">{product.productDescription ?? product.productId}</span>
              <span className="block text-sm text-slate-700 dark:text-slate-300">{amountSummary(product)}</span>
              {product.packageInformation ? <PackageInfo info={product.packageInformation} /> : null}
            </span>
          </label>
        ))}
      </div>
      <FieldError id="product-error" error={error} />
    </fieldset>
  );
}
