"use client";

import { TriangleAlert } from "lucide-react";
import { useTranslations } from "use-intl";
import { ApiError } from "@/lib/client/api";

/** Why a change of a saved bill did not go through, in the user's language for the codes we know. */
export function ActionError({ error }: { error: unknown }) {
  const t = useTranslations("agenda.errors");
  const code = error instanceof ApiError ? error.code : "";
  const message =
    code === "NETWORK" ? t("network") : code === "NOT_FOUND" ? t("notFound") : code === "UNAUTHENTICATED" ? t("session") : t("generic");
  return (
    <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
      <TriangleAlert aria-hidden className="mr-1 inline size-4 align-[-0.2em]" />
      {message}
    </p>
  );
}
