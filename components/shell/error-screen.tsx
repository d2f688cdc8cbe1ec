"use client";

import { House, RotateCw, TriangleAlert } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "use-intl";
import { buttonClass } from "@/components/ui/button";
import { ScreenMessage } from "./screen-message";

/** A page that failed to render: our own words (a Server Component's message never reaches here), retry, or go home. */
export function ErrorScreen({ retry }: { retry: () => void }) {
  const t = useTranslations("shell.error");
  return (
    <ScreenMessage id="error-title" icon={TriangleAlert} title={t("title")} body={t("body")} alert>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <button type="button" onClick={retry} className={buttonClass("primary")}>
          <RotateCw aria-hidden className="size-4" />
          {t("retry")}
        </button>
        <Link href="/" className={buttonClass("secondary")}>
          <House aria-hidden className="size-4" />
          {t("home")}
        </Link>
      </div>
    </ScreenMessage>
  );
}
