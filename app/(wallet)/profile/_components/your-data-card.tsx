import { Download } from "lucide-react";
import { SectionHeading } from "@/components/ui/section-heading";
import { getFormatter, getTranslations } from "@/lib/platform/i18n/server";
import { exportsOf } from "@/lib/system/your-data/exports";
import { AskForData } from "./ask-for-data";

/**
 * "Tus datos": ask for a file with everything Saldo keeps of the user; the ones asked lately, each
 * preparing, ready to download until its date, or failed. Drawn on the server.
 */
export async function YourDataCard({ userId }: { userId: string }) {
  const t = await getTranslations("profile.yourData");
  const format = await getFormatter();
  const exports = await exportsOf(userId);
  const preparing = exports.some((e) => e.state === "preparing");
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  return (
    <section id="your-data" aria-labelledby="your-data-heading" className="space-y-4">
      <SectionHeading id="your-data-heading" icon={Download} accent title={t("title")} description={t("description")} />
      {exports.length > 0 && (
        <ul className="space-y-2 text-sm" data-testid="data-exports">
          {exports.map((e) => (
            <li key={e.id} data-state={e.state} className="flex flex-wrap items-center justify-between gap-2">
              <span>{t(`state.${e.state}`, { when: when(e.createdAt), until: e.expiresAt ? when(e.expiresAt) : "", size: Math.max(1, Math.round((e.size ?? 0) / 1024)) })}</span>
              {e.state === "ready" && (
                <a href={`/api/me/data-exports/${e.id}`} download className="font-semibold text-brand-700 underline dark:text-brand-100">
                  {t("download")}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      <AskForData preparing={preparing} />
    </section>
  );
}
