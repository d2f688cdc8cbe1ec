"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { useSchemaResolver } from "@/components/forms/schema-resolver";
import { useSmallForm } from "@/components/forms/use-small-form";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { apiFetch } from "@/lib/client/api";
import type { ProfileForm as Values } from "@/lib/accounts/input";
import { LOCALE_COOKIE, LOCALES, type Locale } from "@/lib/platform/i18n/config";
import { COUNTRIES, type Country } from "@/lib/rules/country";
import { EmailStatus } from "./email-status";

const LANGUAGE_NAMES: Record<Locale, string> = { es: "Español", en: "English" };

/**
 * Edits the name, the country (whose catalogue the wallet shows) and the language. Name and country
 * are the account's (checked with the server's schema); the language is this browser's cookie, as
 * with the header's switch.
 */
export function ProfileForm({ profile, locale }: { profile: { name: string; email: string; country: Country; emailVerified: boolean }; locale: Locale }) {
  const t = useTranslations("profile");
  const te = useTranslations("auth.errors");
  const router = useRouter();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<"saved" | "failed" | null>(null);
  const resolver = useSchemaResolver(() => import("@/lib/accounts/input").then((m) => m.profileFormSchema), []);
  const { register, handleSubmit, formState } = useSmallForm<Values>({
    resolver,
    defaultValues: { name: profile.name, country: profile.country, locale },
  });

  const nameError = formState.errors.name;
  const nameText = nameError && (nameError.type === "too_big" ? te("nameTooLong") : te("nameRequired"));

  const onSubmit = handleSubmit(async ({ name, country, locale: chosen }) => {
    setResult(null);
    try {
      await apiFetch("/api/me", { method: "PATCH", body: { name, country } });
    } catch {
      setResult("failed");
      return;
    }
    document.cookie = `${LOCALE_COOKIE}=${chosen}; path=/; max-age=31536000; samesite=lax`;
    // Lists read before (companies, carriers) were the old country's.
    await queryClient.invalidateQueries();
    setResult("saved");
    router.refresh();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label={t("fields.name")} autoComplete="name" error={nameText} {...register("name")} />
      <div>
        <p className="text-sm font-medium">{t("fields.email")}</p>
        <p className="mt-1 break-all" data-testid="profile-email">
          {profile.email}
        </p>
        <EmailStatus verified={profile.emailVerified} />
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("fields.emailHelp")}</p>
      </div>
      <SelectField label={t("fields.country")} help={t("fields.countryHelp")} {...register("country")}>
        {COUNTRIES.map((country) => (
          <option key={country} value={country}>
            {t(`countries.${country}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t("fields.language")} {...register("locale")}>
        {LOCALES.map((value) => (
          <option key={value} value={value} lang={value}>
            {LANGUAGE_NAMES[value]}
          </option>
        ))}
      </SelectField>
      <p role="status" className={result === "saved" ? "font-medium text-green-800 dark:text-green-300" : "sr-only"}>
        {result === "saved" ? t("saved") : ""}
      </p>
      {result === "failed" && (
        <p role="alert" className="font-medium text-red-700 dark:text-red-400">
          {t("error")}
        </p>
      )}
      <Button type="submit" busy={formState.isSubmitting}>
        {t("save")}
      </Button>
    </form>
  );
}
