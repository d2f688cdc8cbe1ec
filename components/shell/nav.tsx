"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "use-intl";

export const LINKS = [
  { href: "/", key: "home" },
  { href: "/pay", key: "pay" },
  { href: "/topups", key: "topups" },
  { href: "/gift-cards", key: "giftCards" },
  { href: "/history", key: "history" },
  { href: "/agenda", key: "agenda" },
  { href: "/notifications", key: "notifications" },
  { href: "/rates", key: "rates" },
  { href: "/profile", key: "profile" },
] as const;

export type NavLink = { href: string; key: (typeof LINKS)[number]["key"] | "operator" };

/** Every destination of the wallet, the operator console only for operators. */
export const navLinks = (isOperator: boolean): readonly NavLink[] => (isOperator ? [...LINKS, { href: "/operator", key: "operator" }] : LINKS);

export const isActive = (href: string, pathname: string) => (href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`));

/** The desktop navigation (phones get the tab bar); the current page is marked for screen readers and by more than colour. */
export function Nav({ isOperator }: { isOperator: boolean }) {
  const t = useTranslations("common.nav");
  const pathname = usePathname();
  return (
    <nav aria-label={t("label")}>
      <ul className="flex flex-wrap gap-0.5">
        {navLinks(isOperator).map(({ href, key }) => {
          const active = isActive(href, pathname);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={active ? "page" : undefined}
                className={`inline-flex min-h-11 items-center whitespace-nowrap rounded-lg px-2.5 text-sm font-medium ${
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
