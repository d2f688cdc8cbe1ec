"use client";

import { useTranslations } from "use-intl";

const option =
  "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-4 text-sm font-semibold text-slate-700 has-[:checked]:bg-white has-[:checked]:text-brand-900 has-[:checked]:shadow dark:text-slate-200 dark:has-[:checked]:bg-slate-700 dark:has-[:checked]:text-white";

/** "Active only" or "all": two radio buttons, so the choice is announced and keyboard-friendly. */
export function ViewToggle({ all, onChange }: { all: boolean; onChange: (all: boolean) => void }) {
  const t = useTranslations("agenda.filter");
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium">{t("legend")}</legend>
      <div className="inline-flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
        <label className={option}>
          <input type="radio" name="agenda-view" className="size-4 accent-brand-700" checked={!all} onChange={() => onChange(false)} />
          {t("active")}
        </label>
        <label className={option}>
          <input type="radio" name="agenda-view" className="size-4 accent-brand-700" checked={all} onChange={() => onChange(true)} />
          {t("all")}
        </label>
      </div>
    </fieldset>
  );
}
