"use client";

import { useFormatter } from "use-intl";

/** An amount in its own currency, formatted for the user's language (never "$0" for "any amount"). */
export function Money({ amount, currency, className }: { amount: number; currency: string; className?: string }) {
  const format = useFormatter();
  return <span className={className}>{format.number(amount, { style: "currency", currency })}</span>;
}

/** A date (YYYY-MM-DD or ISO) in the user's language. */
export function DateText({ value, withTime = false }: { value: string; withTime?: boolean }) {
  const format = useFormatter();
  // A bare date is a calendar day: read it at noon UTC so no time zone moves it to another day.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  return (
    <time dateTime={value}>
      {format.dateTime(date, withTime ? { dateStyle: "medium", timeStyle: "short" } : { dateStyle: "medium" })}
    </time>
  );
}
