"use client";

import { useQuery } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "use-intl";
import { Banner } from "@/components/ui/banner";
import { walletQuery } from "@/lib/client/queries/operator";

/** The console's first word when the provider's float is low in some currency: what is left, and what it means for payments. */
export function FloatBanner() {
  const t = useTranslations("operator.float");
  const format = useFormatter();
  const { data } = useQuery(walletQuery());
  const low = data?.filter((w) => w.low) ?? [];
  if (low.length === 0) return null;
  const money = (amount: number, currency: string) => format.number(amount, { style: "currency", currency });
  return (
    <div data-testid="float-warning">
      <Banner role="alert">
        {t("low", { currencies: low.map((w) => w.currency).join(", ") })}{" "}
        {low.map((w) => t("left", { currency: w.currency, available: money(w.available, w.currency), level: money(w.level, w.currency) })).join(" ")}{" "}
        {t("effect")}
      </Banner>
    </div>
  );
}
