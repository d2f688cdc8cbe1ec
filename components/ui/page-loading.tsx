import { getTranslations } from "@/lib/platform/i18n/server";
import { LoadingText } from "./loading-text";

/** A segment's loading.tsx: "Cargando…", rendered on the server. */
export async function PageLoading() {
  const t = await getTranslations("common.states");
  return <LoadingText label={t("loading")} />;
}
