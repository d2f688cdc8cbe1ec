"use client";

import { useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { useLocale, useTranslations } from "use-intl";
import { useAmountProblemText, useMoney } from "@/components/checkout/use-problem-text";
import { LazyConfirmDialog } from "@/components/confirm/lazy-confirm-dialog";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import type { ConfirmOver } from "@/lib/accounts/confirm-over";
import { askedConfirmation } from "@/components/confirm/asked-confirmation";
import { ApiError, apiFetch } from "@/lib/client/api";
import { formatAmountText, readAmountText } from "@/lib/rules/amount-text";

type Notice = "saved" | "cancelled" | "failed";

const noChange = () => () => {};

/**
 * The amount above which payments are confirmed, typed as the user's language writes amounts.
 * Lowering it saves at once; raising it opens the confirmation dialog, then saves the same amount
 * with the answered confirmation.
 */
export function ConfirmOverForm({ initial }: { initial: ConfirmOver }) {
  const t = useTranslations("profile.confirmOver");
  const locale = useLocale();
  const amountText = useAmountProblemText(initial.currency);
  const inCurrency = useMoney();
  const money = (amount: number) => inCurrency(amount, initial.currency);
  const [current, setCurrent] = useState(initial);
  // Read from the field itself: what was typed before this code came (the server drew the form) counts.
  const form = useRef<HTMLFormElement>(null);
  const field = () => form.current?.elements.namedItem("amount") as HTMLInputElement | null | undefined;
  // Until then the button waits: pressed early, the form would only reload the page.
  const alive = useSyncExternalStore(noChange, () => true, () => false);
  const [problem, setProblem] = useState<string | undefined>();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [asked, setAsked] = useState<{ id: string; amount: number } | null>(null);

  const save = async (amount: number, confirmation?: string) => {
    setBusy(true);
    try {
      const { confirmOver } = await apiFetch<{ confirmOver: ConfirmOver }>("/api/me/confirm-over", {
        method: "PUT",
        body: { currency: current.currency, amount },
        headers: confirmation ? { "saldo-confirmation": confirmation } : undefined,
      });
      setCurrent(confirmOver);
      const input = field();
      if (input) input.value = formatAmountText(confirmOver.amount, locale);
      setNotice("saved");
    } catch (error) {
      const id = askedConfirmation(error);
      if (id) setAsked({ id, amount });
      else if (error instanceof ApiError && error.details && "amount" in error.details) setProblem(amountText({ kind: "tooLarge", max: current.max }));
      else setNotice("failed");
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const typed = readAmountText(field()?.value ?? "", locale);
    // Zero is an amount too: every payment is then confirmed.
    const wrong = !typed.ok ? amountText(typed.problem) : typed.amount > current.max ? amountText({ kind: "tooLarge", max: current.max }) : undefined;
    setProblem(wrong);
    if (typed.ok && !wrong) void save(typed.amount);
  };

  return (
    <>
      <form ref={form} onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm" data-testid="confirm-over-current">
          {t("current", { amount: money(current.amount), isDefault: String(current.isDefault) })}
        </p>
        <TextField
          id="confirm-over-amount"
          label={t("amount", { currency: current.currency })}
          help={t("help", { max: money(current.max) })}
          error={problem}
          inputMode="decimal"
          autoComplete="off"
          name="amount"
          defaultValue={formatAmountText(initial.amount, locale)}
        />
        {notice ? (
          <p role={notice === "saved" ? "status" : "alert"} className={notice === "saved" ? "font-medium text-green-800 dark:text-green-300" : "font-medium text-red-700 dark:text-red-400"}>
            {notice === "saved" ? t("saved", { amount: money(current.amount) }) : t(notice)}
          </p>
        ) : null}
        <Button type="submit" variant="secondary" busy={busy || asked !== null} disabled={!alive}>
          {t("save")}
        </Button>
      </form>
      {/* Beside the form, not in it: the dialog's password form is a form of its own. */}
      <LazyConfirmDialog
        id={asked?.id ?? null}
        onConfirmed={(id) => {
          const amount = asked?.amount;
          setAsked(null);
          if (amount !== undefined) void save(amount, id);
        }}
        onCancel={() => {
          setAsked(null);
          setNotice("cancelled");
        }}
      />
    </>
  );
}
