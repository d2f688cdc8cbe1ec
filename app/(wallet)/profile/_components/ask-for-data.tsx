"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";
import { ApiError, apiFetch } from "@/lib/client/api";

/** "Descargar mis datos": asks for the file, then draws the list again every few seconds while it is prepared. */
export function AskForData({ preparing }: { preparing: boolean }) {
  const t = useTranslations("profile.yourData");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<"limited" | "failed" | null>(null);

  useEffect(() => {
    if (!preparing) return;
    const timer = setInterval(() => router.refresh(), 3_000);
    return () => clearInterval(timer);
  }, [preparing, router]);

  const ask = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await apiFetch("/api/me/data-exports", { method: "POST", body: {} });
      router.refresh();
    } catch (error) {
      setProblem(error instanceof ApiError && error.status === 429 ? "limited" : "failed");
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Button variant="secondary" busy={busy || preparing} disabled={preparing} onClick={() => void ask()}>
        {t("ask")}
      </Button>
      {problem && (
        <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          {t(problem)}
        </p>
      )}
    </div>
  );
}
