"use client";

import { useTranslations } from "use-intl";
import type { CategoryView } from "@/lib/catalog/present";

/** A provider tag as the user's category, in their language; an unknown tag by its readable label. */
export function useCategoryLabel() {
  const t = useTranslations("common.categories");
  return (view: CategoryView): string => (view.category ? t(view.category) : view.label);
}
