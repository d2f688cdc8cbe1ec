import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { TermRow } from "@/components/ui/term-row";
import { sessionUser } from "@/lib/accounts/current";
import { redirectToSignIn } from "@/lib/accounts/sign-in-redirect";
import { chargePayHref } from "@/lib/saved-accounts/autopay/account";
import { chargeIdOf, getCharge } from "@/lib/saved-accounts/autopay/charges";
import { autopaySettingsPath } from "@/lib/saved-accounts/autopay/paths";
import { getTextFormat, getTranslations } from "@/lib/platform/i18n/server";
import { isNotFound } from "@/lib/saved-accounts/autopay/refusal";
import { isOneOf } from "@/lib/rules/one-of";
import { ChargeStateTag, chargeStateWords } from "../_components/charge-state";
import { Outcome, param } from "../_components/outcome";
import { chargeAction } from "./actions";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("autopay.charge");
  return { title: t("title") };
}

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const ACTIONS = ["skip", "off"] as const;
const ERRORS = ["CONFLICT", "provider", "generic"] as const;

/**
 * One autopay charge, where the notices' links lead (…?do=skip, …?do=off). Rendered on the server
 * with no script of its own: the address only chooses which button is offered first, and nothing
 * changes until the user presses it (a link opened by a mail scanner skips nothing).
 */
export default async function ChargePage({ params, searchParams }: Props) {
  const user = await sessionUser();
  if (!user) return redirectToSignIn();
  const [{ id }, search] = await Promise.all([params, searchParams]);
  const charge = await getCharge(user, chargeIdOf(id)).catch((error: unknown) => {
    if (isNotFound(error)) notFound();
    throw error;
  });
  const t = await getTranslations("autopay.charge");
  const format = await getTextFormat();
  const words = await chargeStateWords(charge);
  const asked = param(search.do);
  const wanted = isOneOf(ACTIONS, asked) && charge.skippable ? asked : null;
  const done = param(search.done);
  const error = param(search.error);
  const payHref = ["failed", "over_cap", "skipped"].includes(charge.state) && !charge.operationId ? await chargePayHref(user, charge) : null;

  return (
    <>
      <PageHeader title={t("title")} description={t("description", { company: charge.companyName })} />
      {isOneOf(ACTIONS, done) ? <Outcome kind="done" text={t(`done.${done}`)} /> : null}
      {isOneOf(ERRORS, error) ? <Outcome kind="error" text={t(`errors.${error}`)} /> : null}

      <div className="space-y-4">
        <Card className="space-y-3" data-testid="autopay-charge">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h2 className="text-xl font-semibold">{charge.companyName}</h2>
            <ChargeStateTag state={charge.state} />
          </div>
          <p>{words.explain}</p>
          {words.reason ? <p className="text-sm text-slate-700 dark:text-slate-200">{words.reason}</p> : null}
          <dl className="space-y-1 text-sm">
            <TermRow term={t("amount")}>{format.money(charge.amount, charge.currency)}</TermRow>
            <TermRow term={t("dueDate")}>{format.date(charge.dueDate)}</TermRow>
            {charge.state === "scheduled" && !charge.noticeSentAt ? <TermRow term={t("noticeAt")}>{format.dateTime(charge.noticeAt)}</TermRow> : null}
            {charge.state === "scheduled" || charge.state === "charging" ? <TermRow term={t("chargeAt")}>{format.dateTime(charge.chargeAt)}</TermRow> : null}
            <TermRow term={t("cap")}>{format.money(charge.cap, charge.currency)}</TermRow>
          </dl>
          {charge.operationId || payHref ? (
            <div className="flex flex-wrap gap-2">
              {charge.operationId ? (
                <Link href={`/operations/${charge.operationId}`} className={buttonClass("primary")}>
                  {t("receipt")}
                </Link>
              ) : null}
              {payHref ? (
                <Link href={payHref} className={buttonClass("primary")}>
                  {t("payNow")}
                </Link>
              ) : null}
            </div>
          ) : null}
        </Card>

        {charge.skippable ? (
          <Card role="region" aria-labelledby="charge-actions" className="space-y-3">
            <h2 id="charge-actions" className="text-lg font-semibold">
              {t("actions")}
            </h2>
            {wanted ? (
              <p id="charge-asked" className="rounded-lg border border-blue-300 bg-blue-50 p-3 text-blue-950 dark:border-blue-700 dark:bg-blue-950 dark:text-blue-50">
                {t(`ask.${wanted}`)}
              </p>
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-300">{t("actionsHelp")}</p>
            )}
            <div className="flex flex-wrap gap-2">
              {/* The button the link asked for first, and primary; the other one beside it. */}
              {(wanted === "off" ? (["off", "skip"] as const) : (["skip", "off"] as const)).map((what) => (
                <form key={what} action={chargeAction.bind(null, charge.id, what)}>
                  <button
                    type="submit"
                    aria-describedby={wanted === what ? "charge-asked" : undefined}
                    className={buttonClass(wanted === what ? (what === "off" ? "danger" : "primary") : "secondary")}
                  >
                    {t(what)}
                  </button>
                </form>
              ))}
            </div>
          </Card>
        ) : null}

        <Link href={autopaySettingsPath(charge.agendaId)} className="inline-block text-sm font-semibold underline">
          {t("settings")}
        </Link>
      </div>
    </>
  );
}
