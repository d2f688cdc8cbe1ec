"use client";

import { Check, TriangleAlert } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ApiError, apiFetch } from "@/lib/client/api";
import { useClipboard } from "./use-clipboard";

type Pin = { masked: string | null; shown: boolean };

/**
 * The PIN lives only in this component's state while shown: fetched on demand with no-store
 * (apiFetch never caches), never put in React Query, storage or logs, and dropped on "hide". Its one
 * full showing happens by itself when the PIN has just arrived; afterwards the card shows its last
 * four and "Mostrar PIN" is a reveal the server counts and audits.
 */
export function GiftCardPin({ operationId, pin: stored }: { operationId: string; pin: Pin }) {
  const t = useTranslations("operation.pin");
  const [pin, setPin] = useState<string | null>(null);
  const [first, setFirst] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<"error" | "limited" | null>(null);
  // "Copied" goes after a while; a failed copy stays said until the next try or "hide".
  const clipboard = useClipboard(5000, { keepFailure: true });

  const reveal = useCallback(async () => {
    setBusy(true);
    setFailed(null);
    try {
      const shown = await apiFetch<{ pin: string; first: boolean }>(`/api/operations/${encodeURIComponent(operationId)}/pin`, { method: "POST" });
      setPin(shown.pin);
      setFirst(shown.first);
    } catch (error) {
      setFailed(error instanceof ApiError && error.status === 429 ? "limited" : "error");
    } finally {
      setBusy(false);
    }
  }, [operationId]);

  // The receipt's one showing: once per page, even where React mounts effects twice.
  const asked = useRef(false);
  useEffect(() => {
    if (stored.shown || asked.current) return;
    asked.current = true;
    void reveal();
  }, [stored.shown, reveal]);

  const copyPin = () => {
    if (pin) void clipboard.copy(pin);
  };

  return (
    <Card role="region" aria-labelledby="pin-title" className="no-print">
      <h2 id="pin-title" className="mb-2 text-lg font-semibold">
        {t("title")}
      </h2>
      {pin ? (
        <div className="space-y-3">
          {first ? <p className="font-medium">{t("once")}</p> : null}
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("label")}</p>
          <p data-testid="gift-card-pin" className="font-mono text-2xl font-bold tracking-wider select-all break-all">
            {pin}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={copyPin}>{t("copy")}</Button>
            <Button variant="secondary" onClick={() => { setPin(null); setFirst(false); clipboard.reset(); }}>
              {t("hide")}
            </Button>
          </div>
        </div>
      ) : (
        <div className="space-y-3">
          {stored.masked ? (
            <p data-testid="gift-card-pin-masked" className="font-mono text-2xl tracking-wider text-slate-700 dark:text-slate-200">
              <span className="sr-only">{t("masked")}: </span>
              {stored.masked}
            </p>
          ) : null}
          <p>{t("hidden")}</p>
          <Button onClick={reveal} busy={busy}>
            {t("reveal")}
          </Button>
        </div>
      )}
      <p role="status" className="mt-2 text-sm font-medium">
        {clipboard.state === "copied" ? <span className="text-green-800 dark:text-green-300"><Check aria-hidden className="mr-1 inline size-4 align-[-0.2em]" />
            {t("copied")}</span> : null}
        {clipboard.state === "failed" ? <span className="text-red-700 dark:text-red-400"><TriangleAlert aria-hidden className="mr-1 inline size-4 align-[-0.2em]" />
            {t("copyFailed")}</span> : null}
      </p>
      {failed ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">
          <TriangleAlert aria-hidden className="mr-1 inline size-4 align-[-0.2em]" />
          {t(failed)}
        </p>
      ) : null}
      <h3 className="mt-4 mb-1 font-semibold">{t("redeemTitle")}</h3>
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        <li>{t("redeem1")}</li>
        <li>{t("redeem2")}</li>
        <li>{t("redeem3")}</li>
      </ol>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t("redeemNote")}</p>
    </Card>
  );
}
