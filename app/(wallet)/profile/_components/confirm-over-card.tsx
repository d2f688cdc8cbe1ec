import { ShieldCheck } from "lucide-react";
import { SectionHeading } from "@/components/ui/section-heading";
import { confirmOverOf } from "@/lib/accounts/confirm-over";
import { getTranslations } from "@/lib/platform/i18n/server";
import { countryCurrency } from "@/lib/rules/currency";
import { LazyConfirmOverForm } from "./lazy-confirm-over-form";

/** "Confirmación de pagos": which payments ask for a passkey or the password, and the amount above which they do. */
export async function ConfirmOverCard({ userId, country }: { userId: string; country: string }) {
  const t = await getTranslations("profile.confirmOver");
  // In the currency of the user's country, as GET /api/me/confirm-over answers.
  const initial = await confirmOverOf(userId, countryCurrency(country));
  return (
    <section aria-labelledby="confirm-over-heading" className="space-y-4">
      <SectionHeading id="confirm-over-heading" icon={ShieldCheck} accent title={t("title")} description={t("description")} />
      {/* A new country (the profile form refreshes the page) is a new currency: a new form. */}
      <LazyConfirmOverForm key={initial.currency} initial={initial} />
    </section>
  );
}
