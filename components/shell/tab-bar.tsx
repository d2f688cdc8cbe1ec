"use client";

import { House, Menu, Receipt, Smartphone, WalletCards, type LucideIcon } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { MoreSheet } from "./more-sheet";
import { isActive, navLinks } from "./nav";

// The four places a phone user goes most; every other destination is one tap away under "Más".
const TABS: { href: string; key: "home" | "pay" | "topups" | "accounts"; icon: LucideIcon }[] = [
  { href: "/", key: "home", icon: House },
  { href: "/pay", key: "pay", icon: Receipt },
  { href: "/topups", key: "topups", icon: Smartphone },
  { href: "/agenda", key: "accounts", icon: WalletCards },
];

const tabClass = (active: boolean) =>
  `flex min-h-14 w-full flex-col items-center justify-center gap-0.5 rounded-lg px-0.5 text-xs leading-tight font-medium ${
    active ? "font-bold text-brand-700 dark:text-brand-100" : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
  }`;

/** Current tab: bolder, coloured, and a bar above it, so it is marked by more than colour. */
function ActiveMark({ active }: { active: boolean }) {
  return <span aria-hidden className={`mb-0.5 h-1 w-8 rounded-full ${active ? "bg-brand-600 dark:bg-brand-500" : "bg-transparent"}`} />;
}

/** The phone's navigation, pinned to the bottom above the home indicator (safe-area padding). */
export function TabBar({ isOperator }: { isOperator: boolean }) {
  const t = useTranslations("shell.tabs");
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const primary = new Set(TABS.map((tab) => tab.href));
  const rest = navLinks(isOperator).filter((link) => !primary.has(link.href));
  const inMore = rest.some((link) => isActive(link.href, pathname));
  return (
    <nav
      aria-label={t("label")}
      data-bottom-bar
      className="no-print fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden dark:border-slate-800 dark:bg-slate-900"
    >
      <ul className="mx-auto grid h-16 max-w-lg grid-cols-5 items-center gap-0.5 px-1">
        {TABS.map(({ href, key, icon: Icon }) => {
          const active = isActive(href, pathname);
          return (
            <li key={href}>
              <Link href={href} aria-current={active ? "page" : undefined} className={tabClass(active)}>
                <ActiveMark active={active} />
                <Icon aria-hidden className="size-5" />
                <span className="max-w-full text-center break-words">{t(key)}</span>
              </Link>
            </li>
          );
        })}
        <li>
          <button type="button" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)} className={tabClass(inMore)}>
            <ActiveMark active={inMore} />
            <Menu aria-hidden className="size-5" />
            <span>{t("more")}</span>
          </button>
        </li>
      </ul>
      <MoreSheet open={open} onClose={() => setOpen(false)} links={rest} />
    </nav>
  );
}
