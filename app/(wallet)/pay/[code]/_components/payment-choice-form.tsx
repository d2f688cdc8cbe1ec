"use client";

import { useLocale, useTranslations } from "use-intl";
import { PaymentMethodField } from "@/components/checkout/payment-method-field";
import { useAmountProblemText, useMoney } from "@/components/checkout/use-problem-text";
import { useSchemaResolver } from "@/components/forms/schema-resolver";
import { useCheckoutForm } from "@/components/forms/use-checkout-form";
import { TextField } from "@/components/ui/field";
import { Money } from "@/components/ui/money";
import type { DebtView } from "@/lib/payments/bills/debts";
import { closedAmountOf } from "@/lib/rules/amount";
import { formatAmountText, readAmountText } from "@/lib/rules/amount-text";
import type { CheckoutValues } from "@/lib/payments/bills/checkout-input";
import type { Choice } from "./review";

type Props = {
  /** The form's id: its submit button ("Continuar") stands outside it, pinned on phones (debts.tsx). */
  id: string;
  debt: DebtView;
  initial: Choice | null;
  onSubmit: (values: Omit<Choice, "debt">) => void;
};

/** The amount (typed for an OPEN debt, fixed otherwise) and how to pay; then the review (its button is the caller's). */
export function PaymentChoiceForm({ id, debt, initial, onSubmit }: Props) {
  const t = useTranslations("pay.choice");
  const tc = useTranslations("common");
  const locale = useLocale();
  const money = useMoney();
  const amountText = useAmountProblemText(debt.currency);
  const open = debt.amountType === "OPEN";
  const method = tc("paymentMethod.required");
  const resolver = useSchemaResolver(
    () => import("@/lib/payments/bills/checkout-input").then((m) => m.checkoutFormSchema(debt, locale, { amount: amountText, method })),
    [debt, locale, amountText, method],
  );
  const form = useCheckoutForm<CheckoutValues>({
    resolver,
    // Back from the review ("Modificar"), the amount is the text it was, in the user's own spelling.
    defaultValues: { amount: initial && open ? formatAmountText(initial.amount, locale) : "", paymentMethod: initial?.paymentMethod ?? "ACCOUNT" },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    const typed = readAmountText(values.amount, locale);
    const amount = !open ? closedAmountOf(debt) : typed.ok ? typed.amount : null;
    if (amount !== null) onSubmit({ amount, paymentMethod: values.paymentMethod });
  });

  return (
    <form id={id} onSubmit={submit} noValidate className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      {open ? (
        <TextField
          label={t("amountLabel", { currency: debt.currency })}
          help={t("amountHelp", { min: money(debt.minAmount, debt.currency), max: money(debt.maxAmount, debt.currency) })}
          error={errors.amount?.message}
          inputMode="decimal"
          autoComplete="off"
          {...form.register("amount")}
        />
      ) : (
        <p>
          <span className="block text-sm font-medium">{t("fixedAmount")}</span>
          <Money amount={closedAmountOf(debt)} currency={debt.currency} className="text-xl font-bold" />
        </p>
      )}
      <PaymentMethodField choice={form.options("paymentMethod")} error={errors.paymentMethod?.message} />
    </form>
  );
}
