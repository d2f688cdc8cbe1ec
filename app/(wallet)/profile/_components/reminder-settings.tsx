"use client";

import { BellRing } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/client/api";

export type ReminderPrefs = { email: boolean; push: boolean; quietStart: string; quietEnd: string };

/** "Recordatorios": which channels bill reminders use (in-app always) and the quiet hours. */
export function ReminderSettings({ initial }: { initial: ReminderPrefs }) {
  const t = useTranslations("profile.reminders");
  const [prefs, setPrefs] = useState(initial);
  const [notice, setNotice] = useState<"saved" | "saveFailed" | null>(null);

  // The time inputs are required and give HH:MM; the server checks again.
  const save = (event: FormEvent) => {
    event.preventDefault();
    apiFetch("/api/me/notification-preferences", { method: "PUT", body: prefs }).then(() => setNotice("saved"), () => setNotice("saveFailed"));
  };

  const toggle = (key: "email" | "push") => (
    <label className="flex min-h-11 cursor-pointer items-center gap-3">
      <input type="checkbox" role="switch" className="size-5 accent-brand-700" checked={prefs[key]} onChange={(e) => setPrefs({ ...prefs, [key]: e.target.checked })} />
      <span className="font-medium">{t(key)}</span>
    </label>
  );
  const time = (key: "quietStart" | "quietEnd") => (
    <label className="flex flex-col text-sm">
      {t(key)}
      <input type="time" required aria-describedby="quiet-hint" className="mt-1 min-h-11 rounded-lg border border-slate-400 px-3 dark:bg-slate-900" value={prefs[key]} onChange={(e) => setPrefs({ ...prefs, [key]: e.target.value })} />
    </label>
  );

  return (
    <section aria-labelledby="reminders-title" className="space-y-4">
      <h2 id="reminders-title" className="flex items-center gap-2 text-lg font-semibold">
        <BellRing aria-hidden className="size-5 text-brand-700 dark:text-brand-100" />
        {t("title")}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t("description")}</p>
      <form onSubmit={save} className="space-y-3">
        {toggle("email")}
        {toggle("push")}
        <fieldset className="space-y-2">
          <legend className="font-medium">{t("quietTitle")}</legend>
          <p id="quiet-hint" className="text-sm text-slate-600 dark:text-slate-300">{t("quietHint")}</p>
          <div className="flex flex-wrap gap-4">
            {time("quietStart")}
            {time("quietEnd")}
          </div>
        </fieldset>
        {notice ? (
          <p role={notice === "saved" ? "status" : "alert"} className={notice === "saved" ? "font-medium text-green-800 dark:text-green-300" : "font-medium text-red-700 dark:text-red-400"}>
            {t(notice)}
          </p>
        ) : null}
        <Button type="submit">
          {t("save")}
        </Button>
      </form>
    </section>
  );
}
