"use client";

import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { ErrorState } from "@/components/ui/states";

/**
 * A page's error boundary: the page's title, then our own words (a Server Component's error
 * reaches the browser without its message), retry, and a way elsewhere.
 */
export function PageError({ title, retry, elsewhere }: { title: string; retry: () => void; elsewhere: { href: string; label: string } }) {
  return (
    <>
      <PageHeader title={title} />
      <ErrorState error={null} onRetry={retry}>
        <Link href={elsewhere.href} className={buttonClass("ghost")}>
          {elsewhere.label}
        </Link>
      </ErrorState>
    </>
  );
}
