import { ArrowLeft, Bell, Landmark, ShieldCheck } from "lucide-react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { PageHeader } from "@/components/ui/page-header";
import { sessionUser } from "@/lib/accounts/current";
import { redirectToSignIn } from "@/lib/accounts/sign-in-redirect";
import { autopayAccount } from "@/lib/saved-accounts/autopay/account";
import { listCharges } from "@/lib/saved-accounts/autopay/charges";
import { INTL_LOCALE } from "@/lib/platform/i18n/config";
import { getLocale, getTextFormat, getTranslations } from "@/lib/platform/i18n/server";
import { MAX_AMOUNT } from "@/lib/rules/amount";
import { formatAmountText } from "@/lib/rules/amount-text";
import { NOTICE_DAYS } from "@/lib/rules/autopay";
import { isNotFound } from "@/lib/saved-accounts/autopay/refusal";
import { isOneOf } from "@/lib/rules/one-of";
import { Outcome, param } from "../../_components/outcome";
import { AccountCharges } from "./_components/account-charges";
import { AutopayConfirm } from "./_components/autopay-confirm";
import { saveAutopay } from "./actions";
import { confirmationIdOf } from "./confirmation-id";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("autopay.settings");
  return { title: t("title") };
}

type Props = { params: Promise<{ agendaId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The cap problems a typed amount can have here (lib/saved-accounts/autopay/form.ts); no rule of a bill applies. */
const CAP_ERRORS = ["missing", "format", "notPositive", "decimals", "tooLarge"] as const;
const ERRORS = ["CONFLICT", "provider", "generic"] as const;

/**
 * One saved account's autopay: the switch, the cap and the notice days, with the guardrails in
 * plain words and the account's latest charges. Server-rendered; the form posts to a server action
 * that sends the browser back here with the outcome (or each field's problem) in the address.
 */
export default async function AutopaySettingsPage({ params, searchParams }: Props) {
  const user = await sessionUser();
  if (!user) return redirectToSignIn();
  const [{ agendaId: segment }, search] = await Promise.all([params, searchParams]);
  // A page's params come as they were in the address (a route handler's are decoded): "#" is %23.
  // proxy.ts has refused an address whose escapes do not decode.
  const agendaId = decodeURIComponent(segment);
  const account = await autopayAccount(user, agendaId).catch((error: unknown) => {
    if (isNotFound(error)) notFound();
    throw error;
  });
  const charges = await listCharges(user, agendaId, 12);
  const t = await getTranslations("autopay.settings");
  const amountErrors = await getTranslations("common.amountErrors");
  const format = await getTextFormat();
  const locale = INTL_LOCALE[await getLocale()];
  const { setting } = account;
  const name = account.nickname ?? account.companyName;
  const currency = account.currency ?? setting?.currency ?? "";

  // What the form shows: what was just typed (after a problem), else what is saved.
  const typed = param(search.on) !== null;
  const enabled = typed ? param(search.on) === "1" : (setting?.enabled ?? false);
  const cap = typed ? (param(search.cap) ?? "") : setting?.enabled && setting.cap > 0 ? formatAmountText(setting.cap, locale) : "";
  const days = typed ? (param(search.days) ?? "") : String(setting?.noticeDays ?? NOTICE_DAYS.default);
  const capError = param(search.capError);
  const capProblem =
    capError === "switchOff"
      ? t("errors.switchOff", { enabled: t("enabled") })
      : isOneOf(CAP_ERRORS, capError)
        ? amountErrors(capError, { max: format.money(MAX_AMOUNT, currency || "ARS") })
        : undefined;
  const daysProblem = param(search.daysError) ? t("errors.noticeDays", NOTICE_DAYS) : undefined;
  const saved = param(search.saved);
  const error = param(search.error);
  // Saving asked for a confirmation: the dialog opens over the form as typed.
  const confirm = confirmationIdOf(param(search.confirm));

  return (
    <>
      <PageHeader title={t("title")} description={t("description", { name })} />
      {/* A page load, not a client-side move: Mis cuentas' list, cached in the browser for a while,
          is read again, and its card shows the setting just saved. */}
      <a href="/agenda" className={buttonClass("ghost", "mb-4")}>
        <ArrowLeft aria-hidden className="inline size-4" />
        {t("back")}
      </a>
      {saved === "on" || saved === "off" ? <Outcome kind="done" text={t(`saved.${saved}`)} /> : null}
      {isOneOf(ERRORS, error) ? <Outcome kind="error" text={t(`errors.${error}`)} /> : null}

      <div className="grid gap-4 md:grid-cols-2">
        <Card role="region" aria-labelledby="autopay-form" className="space-y-4">
          <div>
            <h2 id="autopay-form" className="text-lg font-semibold">
              {t("form")}
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="autopay-status">
              {setting?.enabled ? t("status.on", { cap: format.money(setting.cap, setting.currency), days: setting.noticeDays }) : t("status.off")}
            </p>
          </div>
          {account.payable || setting?.enabled ? (
            <form id="autopay-settings" action={saveAutopay.bind(null, agendaId)} className="space-y-4" noValidate>
              <label className="flex min-h-11 cursor-pointer items-center gap-3">
                <input type="checkbox" name="enabled" defaultChecked={enabled} className="size-5 accent-brand-700" />
                <span className="font-medium">{t("enabled")}</span>
              </label>
              <TextField
                id="autopay-cap"
                name="cap"
                label={t("cap", { currency })}
                help={t("capHelp")}
                error={capProblem}
                defaultValue={cap}
                inputMode="decimal"
                autoComplete="off"
              />
              <TextField
                id="autopay-days"
                name="noticeDays"
                type="number"
                min={NOTICE_DAYS.min}
                max={NOTICE_DAYS.max}
                step={1}
                label={t("noticeDays")}
                help={t("noticeDaysHelp", NOTICE_DAYS)}
                error={daysProblem}
                defaultValue={days}
              />
              <button type="submit" className={buttonClass("primary")}>
                {t("save")}
              </button>
            </form>
          ) : (
            <p>{t("unavailable")}</p>
          )}
          {confirm ? <AutopayConfirm key={confirm} id={confirm} form="autopay-settings" /> : null}
        </Card>

        <Card role="region" aria-labelledby="autopay-guardrails" className="space-y-3">
          <h2 id="autopay-guardrails" className="text-lg font-semibold">
            {t("guardrails.title")}
          </h2>
          <ul className="space-y-3">
            {([["cap", ShieldCheck], ["notice", Bell], ["money", Landmark]] as const).map(([key, Icon]) => (
              <li key={key} className="flex gap-3">
                <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-100" />
                <span>{t(`guardrails.${key}`)}</span>
              </li>
            ))}
          </ul>
        </Card>
      </div>

      <AccountCharges charges={charges} />
    </>
  );
}
