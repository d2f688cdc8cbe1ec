import Link from "next/link";
import { Card } from "@/components/ui/card";
import type { AutopayChargeView } from "@/lib/saved-accounts/autopay/charges";
import { chargePath } from "@/lib/saved-accounts/autopay/paths";
import { getTextFormat, getTranslations } from "@/lib/platform/i18n/server";
import { ChargeStateTag } from "../../../_components/charge-state";

/** The account's latest automatic payments, newest first, each opening its own page. */
export async function AccountCharges({ charges }: { charges: AutopayChargeView[] }) {
  const t = await getTranslations("autopay.settings.charges");
  const format = await getTextFormat();
  return (
    <section aria-labelledby="autopay-charges" className="mt-6 space-y-3">
      <h2 id="autopay-charges" className="text-xl font-semibold">
        {t("title")}
      </h2>
      {charges.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">{t("empty")}</p>
      ) : (
        <Card className="p-2">
          <ul className="divide-y divide-slate-200 dark:divide-slate-700">
            {charges.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center gap-3 px-2 py-3" data-testid="autopay-charge-row">
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{format.money(c.amount, c.currency)}</span>
                  <span className="block text-sm text-slate-600 dark:text-slate-300">{t("due", { date: format.date(c.dueDate) })}</span>
                </span>
                <ChargeStateTag state={c.state} />
                <Link href={chargePath(c.id)} className="inline-flex min-h-11 items-center text-sm font-semibold underline">
                  {t("see")}
                  <span className="sr-only"> ({t("due", { date: format.date(c.dueDate) })})</span>
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
