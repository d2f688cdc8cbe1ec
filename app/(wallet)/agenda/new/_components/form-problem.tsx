"use client";

import { TriangleAlert } from "lucide-react";
import { useTranslations } from "use-intl";
import { ApiError, fieldErrorsOf } from "@/lib/client/api";
import { Banner } from "@/components/ui/banner";
import { useApiErrorText } from "@/components/ui/use-reason-text";

/** What kept the bill from being saved, when it is not about one field of the form. */
export function FormProblem({ error }: { error: unknown }) {
  const t = useTranslations("agenda.errors");
  const fieldErrors = fieldErrorsOf(error);
  const errorText = useApiErrorText();
  if (Object.keys(fieldErrors).some((key) => key.startsWith("queryData.") || key === "alias")) return null;
  let message = t("generic");
  if (error instanceof ApiError) {
    if (error.code === "NETWORK") message = t("network");
    else if (error.code === "UNAUTHENTICATED") message = t("session");
    else if (fieldErrors.modalityId) message = t("notSchedulable");
    else if (error.code === "PROVIDER_UNAVAILABLE" || error.code === "PROVIDER_TIMEOUT") message = t("provider");
    // The provider's own refusal, named by its code when we know it.
    else if (error.details?.providerCode) message = errorText(error, message);
  }
  return (
    <Banner role="alert">
      <TriangleAlert aria-hidden className="mr-1 inline size-4 align-[-0.2em]" />
      {message}
    </Banner>
  );
}
