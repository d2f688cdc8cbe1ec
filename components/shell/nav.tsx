"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "use-intl";

const LINKS = [
  { href: "/", key: "home" },
  { href: "/pay", key: "pay" },
  { href: "/topups", key: "topups" },
  { href: "/gift-cards", key: "giftCards" },
  { href: "/history", key: "history" },
  { href: "/agenda", key: "agenda" },
  { href: "/notifications", key: "notifications" },
  { href: "/rates", key: "rates" },
] as const;

/** The main navigation; the current page is marked for screen readers and by more than colour. */
export function Nav({ isOperator }: { isOperator: boolean }) {
  const t = useTranslations("common.nav");
  const pathname = usePathname();
  const links = isOperator ? [...LINKS, { href: "/operator", key: "operator" } as const] : LINKS;
  return (
    <nav aria-label={t("label")} className="overflow-x-auto">
      <ul className="flex gap-1 whitespace-nowrap">
        {links.map(({ href, key }) => {
          const active = href === "/" ? pathname === "/" : pathname.startsWith(href);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={active ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium ${
                  active
                    ? "bg-brand-50 text-brand-900 underline decoration-2 underline-offset-4 dark:bg-slate-800 dark:text-brand-100"
                    : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
                }`}
              >
                {t(key)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
