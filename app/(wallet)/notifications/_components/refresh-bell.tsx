"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/**
 * The header's bell was counted while this page marked the notices read, and the layout it sits in
 * is kept across navigations: one refresh after showing unread notices makes it count none.
 */
export function RefreshBell() {
  const router = useRouter();
  useEffect(() => router.refresh(), [router]);
  return null;
}
