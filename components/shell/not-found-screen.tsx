import { buttonClass } from "@/components/ui/button";
import { getTranslations } from "@/lib/platform/i18n/server";
import { HouseIcon, NotFoundIcon } from "./screen-icons";
import { ScreenMessage } from "./screen-message";

/**
 * "This page does not exist", in the user's language, with the way home: a plain link, as every
 * not-found boundary loads with every page and none should bring the router's link code along.
 */
export async function NotFoundScreen() {
  const t = await getTranslations("shell");
  return (
    <ScreenMessage id="not-found-title" icon={NotFoundIcon} title={t("notFound.title")} body={t("notFound.body")}>
      <a href="/" className={buttonClass("primary", "mt-6")}>
        <HouseIcon className="size-4" />
        {t("notFound.home")}
      </a>
    </ScreenMessage>
  );
}
