import type { ButtonHTMLAttributes } from "react";

// A disabled button looks it in every variant (a greyed primary; the others faded, with no hover),
// so "Modificar" beside a payment being sent does not look pressable.
const VARIANTS = {
  primary: "bg-brand-700 text-white hover:bg-brand-900 disabled:bg-slate-400 dark:bg-brand-600 dark:hover:bg-brand-700",
  secondary:
    "border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 disabled:opacity-60 disabled:hover:bg-white dark:disabled:hover:bg-slate-900",
  ghost: "text-brand-700 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-slate-800 disabled:opacity-60 disabled:hover:bg-transparent",
  danger: "bg-red-700 text-white hover:bg-red-800 disabled:opacity-60 disabled:hover:bg-red-700",
} as const;

export const buttonClass = (variant: keyof typeof VARIANTS = "primary", extra = "") =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed ${VARIANTS[variant]} ${extra}`;

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: keyof typeof VARIANTS; busy?: boolean };

/** A button; while `busy` it is disabled and says so to screen readers. */
export function Button({ variant = "primary", busy = false, className = "", disabled, children, ...rest }: Props) {
  return (
    <button
      type="button"
      {...rest}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClass(variant, className)}
    >
      {busy ? <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : null}
      {children}
    </button>
  );
}
