import Link from "next/link";
import { getTranslations } from "@/lib/platform/i18n/server";
import { KindIcon } from "./kind-icon";

const SHORTCUTS = [
  { href: "/pay", kind: "bill", key: "pay" },
  { href: "/topups", kind: "topup", key: "topup" },
  { href: "/gift-cards", kind: "giftcard", key: "giftCard" },
] as const;

export async function Shortcuts() {
  const t = await getTranslations("home");
  return (
    <nav aria-labelledby="shortcuts-title">
      <h2 id="shortcuts-title" className="sr-only">
        {t("shortcuts.title")}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {SHORTCUTS.map(({ href, kind, key }) => (
          <li key={href}>
            <Link
              href={href}
              className="flex h-full min-h-20 items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600 hover:bg-brand-50 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800"
            >
              <KindIcon kind={kind} className="size-8" />
              <span>
                <span className="block font-semibold">{t(`shortcuts.${key}`)}</span>
                <span className="block text-sm text-slate-600 dark:text-slate-300">{t(`shortcuts.${key}Help`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
