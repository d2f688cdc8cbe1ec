import { buttonClass } from "@/components/ui/button";
import { getTranslations } from "@/lib/platform/i18n/server";
import { HouseIcon, icon } from "./screen-icons";
import { ScreenMessage } from "./screen-message";

// Here rather than beside the error screens' icons: those load with every page, this one never.
const NotFoundIcon = icon(
  "search-x",
  <>
    <path d="m13.5 8.5-5 5" />
    <path d="m8.5 8.5 5 5" />
    <circle cx="11" cy="11" r="8" />
    <path d="m21 21-4.3-4.3" />
  </>,
);

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
