"use client";

import { useTranslations } from "use-intl";
import { PageError } from "../_components/page-error";

export default function NotificationsError({ retry }: { error: Error; retry: () => void }) {
  const t = useTranslations("notifications");
  return <PageError title={t("title")} retry={retry} elsewhere={{ href: "/agenda", label: t("empty.action") }} />;
}
