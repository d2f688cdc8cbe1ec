import { Fingerprint } from "lucide-react";
import { SectionHeading } from "@/components/ui/section-heading";
import { deviceName } from "@/lib/accounts/device-name";
import { passkeysOf } from "@/lib/accounts/passkeys";
import { getFormatter, getTranslations } from "@/lib/platform/i18n/server";
import { AddPasskey } from "./add-passkey";
import { RemovePasskey } from "./remove-passkey";

/** "Passkeys": the user's, each with its name, kind, where and when it was made and last used; make one, remove one. */
export async function PasskeysCard({ userId }: { userId: string }) {
  const t = await getTranslations("profile.passkeys");
  const format = await getFormatter();
  const keys = await passkeysOf(userId);
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  return (
    <section aria-labelledby="passkeys-heading" className="space-y-4">
      <SectionHeading id="passkeys-heading" icon={Fingerprint} accent title={t("title")} description={t("description")} />
      {keys.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("none")}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="passkeys">
          {keys.map((k) => {
            const { browser } = deviceName(k.userAgent);
            return (
              <li key={k.id} className="flex flex-wrap items-start justify-between gap-2 py-3" data-testid="passkey">
                <div className="min-w-0 text-sm">
                  <p className="break-words font-medium">{k.name}</p>
                  <p className="text-slate-600 dark:text-slate-300">{t(k.deviceType === "multiDevice" ? "synced" : "single")}</p>
                  <p className="text-slate-600 dark:text-slate-300">{t("made", { when: when(k.createdAt), browser: browser ?? "none" })}</p>
                  <p className="text-slate-600 dark:text-slate-300">{k.lastUsedAt ? t("used", { when: when(k.lastUsedAt) }) : t("neverUsed")}</p>
                </div>
                <RemovePasskey id={k.id} name={k.name} />
              </li>
            );
          })}
        </ul>
      )}
      <AddPasskey />
    </section>
  );
}
