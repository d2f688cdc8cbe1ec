"use client";

import { CalendarClock } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/client/api";
import { HHMM } from "@/lib/rules/quiet-hours";

export type ReminderPrefs = { email: boolean; push: boolean; quietStart: string; quietEnd: string };

/** "Recordatorios": which channels bill reminders use (in-app always) and the quiet hours. */
export function ReminderSettings({ initial }: { initial: ReminderPrefs }) {
  const t = useTranslations("profile.reminders");
  const [prefs, setPrefs] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: "ok" | "problem"; text: string } | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!HHMM.test(prefs.quietStart) || !HHMM.test(prefs.quietEnd)) return setNotice({ kind: "problem", text: t("badTime") });
    setBusy(true);
    setNotice(null);
    try {
      const { preferences } = await apiFetch<{ preferences: ReminderPrefs }>("/api/me/notification-preferences", { method: "PUT", body: prefs });
      setPrefs({ email: preferences.email, push: preferences.push, quietStart: preferences.quietStart, quietEnd: preferences.quietEnd });
      setNotice({ kind: "ok", text: t("saved") });
    } catch {
      setNotice({ kind: "problem", text: t("saveFailed") });
    } finally {
      setBusy(false);
    }
  };

  const toggle = (key: "email" | "push", label: string) => (
    <label className="flex min-h-11 cursor-pointer items-center gap-3">
      <input type="checkbox" role="switch" className="size-5 accent-brand-700" checked={prefs[key]} onChange={(e) => setPrefs({ ...prefs, [key]: e.target.checked })} />
      <span className="font-medium">{label}</span>
    </label>
  );

  return (
    <section aria-labelledby="reminders-title" className="space-y-4" data-testid="reminder-settings">
      <div>
        <h2 id="reminders-title" className="flex items-center gap-2 text-lg font-semibold">
          <CalendarClock aria-hidden className="size-5 text-brand-700 dark:text-brand-100" />
          {t("title")}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("description")}</p>
      </div>
      <form onSubmit={(e) => void save(e)} className="space-y-3">
        {toggle("email", t("email"))}
        {toggle("push", t("push"))}
        <fieldset className="space-y-2">
          <legend className="font-medium">{t("quietTitle")}</legend>
          <p id="quiet-hint" className="text-sm text-slate-600 dark:text-slate-300">{t("quietHint")}</p>
          <div className="flex flex-wrap gap-4">
            <label className="flex flex-col text-sm">
              {t("quietStart")}
              <input type="time" required aria-describedby="quiet-hint" className="mt-1 min-h-11 rounded-lg border border-slate-400 px-3 dark:bg-slate-900" value={prefs.quietStart} onChange={(e) => setPrefs({ ...prefs, quietStart: e.target.value })} />
            </label>
            <label className="flex flex-col text-sm">
              {t("quietEnd")}
              <input type="time" required aria-describedby="quiet-hint" className="mt-1 min-h-11 rounded-lg border border-slate-400 px-3 dark:bg-slate-900" value={prefs.quietEnd} onChange={(e) => setPrefs({ ...prefs, quietEnd: e.target.value })} />
            </label>
          </div>
        </fieldset>
        {notice ? (
          <p role={notice.kind === "problem" ? "alert" : "status"} className={notice.kind === "problem" ? "font-medium text-red-700 dark:text-red-400" : "font-medium text-green-800 dark:text-green-300"}>
            {notice.text}
          </p>
        ) : null}
        <Button type="submit" busy={busy}>
          {t("save")}
        </Button>
      </form>
    </section>
  );
}
