import { MonitorSmartphone } from "lucide-react";
import { SectionHeading } from "@/components/ui/section-heading";
import { yourSessions } from "@/lib/accounts/your-sessions";
import { getFormatter, getTranslations } from "@/lib/platform/i18n/server";
import { EndSessionButton } from "./end-session-button";

/**
 * "Dónde iniciaste sesión": every device signed in to the account, this one first, each other with
 * a button that signs it out, and one that signs out all the others. Drawn on the server; the
 * buttons ask the server and draw the page again.
 */
export async function SessionsCard({ userId, sessionId }: { userId: string; sessionId: string }) {
  const t = await getTranslations("profile.sessions");
  const format = await getFormatter();
  const sessions = await yourSessions(userId, sessionId);
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  const others = sessions.filter((s) => !s.current).length;
  return (
    <section aria-labelledby="sessions-heading" className="space-y-4">
      <SectionHeading id="sessions-heading" icon={MonitorSmartphone} accent title={t("title")} description={t("description")} />
      <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="sessions">
        {sessions.map((s) => (
          <li key={s.id} className="flex flex-wrap items-start justify-between gap-2 py-3" data-testid="session" data-current={s.current}>
            <div className="min-w-0 text-sm">
              <p className="font-medium">
                {t("device", { browser: s.browser ?? t("unknownBrowser"), system: s.system ?? t("unknownSystem") })}
                {s.current && <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100">{t("thisDevice")}</span>}
              </p>
              <p className="text-slate-600 dark:text-slate-300">{t("since", { when: when(s.createdAt) })}</p>
              <p className="text-slate-600 dark:text-slate-300">{t("lastSeen", { when: when(s.lastSeenAt) })}</p>
              {s.address && <p className="break-all text-slate-600 dark:text-slate-300">{t("address", { address: s.address })}</p>}
            </div>
            {!s.current && <EndSessionButton id={s.id} label={t("end")} />}
          </li>
        ))}
      </ul>
      {others > 0 && <EndSessionButton label={t("endOthers", { count: others })} />}
    </section>
  );
}
