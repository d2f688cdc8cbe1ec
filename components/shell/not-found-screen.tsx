import { House, SearchX } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { getTranslations } from "@/lib/platform/i18n/server";
import { ScreenMessage } from "./screen-message";

/**
 * "This page does not exist", in the user's language, with the way home: a plain link, as every
 * not-found boundary loads with every page and none should bring the router's link code along.
 */
export async function NotFoundScreen() {
  const t = await getTranslations("shell");
  return (
    <ScreenMessage id="not-found-title" icon={SearchX} title={t("notFound.title")} body={t("notFound.body")}>
      <a href="/" className={buttonClass("primary", "mt-6")}>
        <House aria-hidden className="size-4" />
        {t("notFound.home")}
      </a>
    </ScreenMessage>
  );
}
