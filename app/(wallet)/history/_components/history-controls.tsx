"use client";

import { useRouter } from "next/navigation";
import { useTransition, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { kindOf, statusFilterOf } from "@/lib/client/operation-filters";
import { historyHref } from "./history-address";

/**
 * The filters' form (its fields drawn on the server): each change is applied at once, with no
 * submit button to miss; the address follows, and the page's rows come for it.
 */
export function FilterForm({ label, children }: { label: string; children: ReactNode }) {
  const router = useRouter();
  return (
    <form
      role="search"
      aria-label={label}
      className="mb-4 grid gap-3 sm:grid-cols-2"
      onSubmit={(event) => event.preventDefault()}
      onChange={(event) => {
        const form = new FormData(event.currentTarget);
        router.replace(historyHref({ kind: kindOf(form.get("kind")), status: statusFilterOf(form.get("status")) }), { scroll: false });
      }}
    >
      {children}
    </form>
  );
}

/** Goes to `href` in place (no scroll), busy until the rows are there: "load more", "clear filters". */
export function ReplaceButton({ href, children }: { href: string; children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button variant="secondary" busy={pending} onClick={() => startTransition(() => router.replace(href, { scroll: false }))}>
      {children}
    </Button>
  );
}
