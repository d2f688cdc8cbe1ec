"use client";

import { X } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { useTranslations } from "use-intl";
import { LanguageSwitch } from "./language-switch";
import { isActive, type NavLink } from "./nav";
import { SignOutButton } from "./sign-out-button";

/**
 * The phone's "Más": the rest of the destinations, the language and signing out, in a bottom sheet.
 * A modal <dialog> keeps focus inside, closes on Escape and gives focus back to "Más" when closed.
 * Its content exists only while open, so nothing in it duplicates the desktop header for tests or
 * assistive technology.
 */
export function MoreSheet({ open, onClose, links }: { open: boolean; onClose: () => void; links: readonly NavLink[] }) {
  const t = useTranslations("shell.more");
  const nav = useTranslations("common.nav");
  const pathname = usePathname();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="more-sheet-title"
      onClose={onClose}
      onClick={(event) => {
        // A tap on the backdrop (the dialog itself, outside its panel) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
      className="fixed inset-x-0 top-auto bottom-0 m-0 max-h-[85dvh] w-full max-w-none overflow-y-auto rounded-t-2xl bg-white p-0 text-slate-900 backdrop:bg-slate-950/50 dark:bg-slate-900 dark:text-slate-100"
    >
      {open ? (
        <div className="px-4 pt-3 pb-[calc(1rem+env(safe-area-inset-bottom))]">
          <div className="mb-2 flex items-center justify-between">
            <h2 id="more-sheet-title" className="text-lg font-semibold">
              {t("title")}
            </h2>
            <button type="button" onClick={onClose} className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-slate-100 dark:hover:bg-slate-800">
              <X aria-hidden className="size-5" />
              <span className="sr-only">{t("close")}</span>
            </button>
          </div>
          <ul aria-label={t("sections")} className="divide-y divide-slate-200 dark:divide-slate-800">
            {links.map(({ href, key }) => {
              const active = isActive(href, pathname);
              return (
                <li key={href}>
                  <Link
                    href={href}
                    onClick={onClose}
                    aria-current={active ? "page" : undefined}
                    className={`flex min-h-12 items-center rounded-lg px-2 ${active ? "font-bold text-brand-700 underline decoration-2 underline-offset-4 dark:text-brand-100" : "font-medium"}`}
                  >
                    {nav(key)}
                  </Link>
                </li>
              );
            })}
          </ul>
          <div role="group" aria-label={t("account")} className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-3 dark:border-slate-800">
            <LanguageSwitch />
            <SignOutButton />
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
