"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { Money } from "@/components/ui/money";
import type { DebtView } from "@/lib/bills/debts";
import { checkoutSchema, fixedAmount, parseAmount, PAYMENT_METHODS, type CheckoutValues } from "@/lib/bills/checkout-input";
import type { Choice } from "./review";
import { useMoney } from "./use-money";

type Props = { debt: DebtView; initial: Choice | null; onSubmit: (values: Omit<Choice, "debt">) => void };

/** The amount (typed for an OPEN debt, fixed otherwise) and how to pay; then the review. */
export function PaymentChoiceForm({ debt, initial, onSubmit }: Props) {
  const t = useTranslations("pay.choice");
  const tc = useTranslations("common");
  const money = useMoney();
  const open = debt.amountType === "OPEN";
  const range = { min: money(debt.minAmount, debt.currency), max: money(debt.maxAmount, debt.currency) };
  const form = useForm<CheckoutValues>({
    resolver: zodResolver(
      checkoutSchema(debt, { amountFormat: t("amountFormat"), amountRange: t("amountRange", range), method: t("method") }),
    ),
    defaultValues: { amount: initial && open ? String(initial.amount) : "", paymentMethod: initial?.paymentMethod ?? "ACCOUNT" },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    const amount = open ? parseAmount(values.amount) : fixedAmount(debt);
    if (amount !== null) onSubmit({ amount, paymentMethod: values.paymentMethod });
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      {open ? (
        <TextField
          label={t("amountLabel", { currency: debt.currency })}
          help={t("amountHelp", range)}
          error={errors.amount?.message}
          inputMode="decimal"
          autoComplete="off"
          {...form.register("amount")}
        />
      ) : (
        <p>
          <span className="block text-sm font-medium">{t("fixedAmount")}</span>
          <Money amount={fixedAmount(debt)} currency={debt.currency} className="text-xl font-bold" />
        </p>
      )}
      <fieldset aria-describedby={errors.paymentMethod ? "payment-method-error" : undefined}>
        <legend className="mb-2 text-sm font-medium">{tc("paymentMethod.label")}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {PAYMENT_METHODS.map((method) => (
            <label
              key={method}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:border-slate-600 dark:has-[:checked]:bg-slate-800"
            >
              <input type="radio" value={method} {...form.register("paymentMethod")} className="size-4 accent-brand-700" />
              {tc(`paymentMethod.${method}`)}
            </label>
          ))}
        </div>
        {errors.paymentMethod ? (
          <p id="payment-method-error" role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
            <span aria-hidden>⚠ </span>
            {errors.paymentMethod.message}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" className="w-full sm:w-auto">
        {t("continue")}
      </Button>
    </form>
  );
}
