"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/states";
import type { ConfirmationView } from "@/lib/accounts/confirmations";
import { ApiError, apiFetch } from "@/lib/client/api";
import { ConfirmSummary } from "./confirm-summary";
import { PasskeyConfirm } from "./passkey-confirm";
import { PasswordConfirm } from "./password-confirm";

export type ConfirmDialogProps = {
  /** The confirmation a CONFIRMATION_REQUIRED answer named. */
  id: string;
  /** Answered: the move may be sent again with this id (Saldo-Confirmation). */
  onConfirmed: (id: string) => void;
  /** Closed without answering (Cancelar, Escape): nothing was done. */
  onCancel: () => void;
};

type Loaded = { state: "ready"; view: ConfirmationView } | { state: "gone" } | { state: "failed" };

/**
 * The second look before a risky move, in a modal <dialog> (focus kept inside, Escape cancels,
 * focus back to the button that led here): what is confirmed and why, a passkey when the user has
 * one, and always the password. It opens once the confirmation is read, so the first thing focused
 * is the way to answer it. The confirmation is read afresh each time: its passkey challenge is
 * good for it alone and is never cached.
 */
export function ConfirmDialog({ id, onConfirmed, onCancel }: ConfirmDialogProps) {
  const t = useTranslations("confirm");
  const dialog = useRef<HTMLDialogElement>(null);
  // How the dialog ended; an answer that lands after a cancel (Escape mid-answer) does nothing.
  const ended = useRef<"confirmed" | "cancelled" | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    apiFetch<{ confirmation: ConfirmationView }>(`/api/me/confirmations/${encodeURIComponent(id)}`, { signal: abort.signal }).then(
      ({ confirmation }) => setLoaded({ state: "ready", view: confirmation }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setLoaded({ state: error instanceof ApiError && error.status === 404 ? "gone" : "failed" });
      },
    );
    return () => abort.abort();
  }, [id, attempt]);

  const view = loaded?.state === "ready" ? loaded.view : null;
  const done = () => {
    if (ended.current) return;
    ended.current = "confirmed";
    dialog.current?.close();
    onConfirmed(id);
  };

  useEffect(() => {
    // Answered already (the page came back after its answer): nothing left to ask.
    if (view?.confirmed) return done();
    const element = dialog.current;
    if (!loaded || !element) return;
    if (!element.open) element.showModal();
    // The way to answer it; else (it could not be read) the way on: Reintentar, or Cerrar.
    (element.querySelector<HTMLElement>("[data-autofocus]") ?? element.querySelector("button"))?.focus();
    // Opened once, when the confirmation is read (or could not be).
  }, [loaded]);

  const gone = () => setLoaded({ state: "gone" });

  return (
    <dialog
      ref={dialog}
      aria-labelledby="confirm-dialog-title"
      onCancel={(event) => {
        // Escape while an answer is on its way waits for it, as the Cancelar button does.
        if (busy) event.preventDefault();
      }}
      onClose={() => {
        if (ended.current) return;
        ended.current = "cancelled";
        onCancel();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100%-2rem))] overflow-y-auto rounded-2xl bg-white p-0 text-slate-900 backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-100"
    >
      {loaded ? (
        <div className="space-y-4 p-4 sm:p-6">
          <h2 id="confirm-dialog-title" className="text-lg font-semibold">
            {t(`title.${view?.summary.move ?? "generic"}`)}
          </h2>
          {loaded.state === "ready" ? (
            <>
              <ConfirmSummary summary={loaded.view.summary} />
              {loaded.view.passkey ? (
                <PasskeyConfirm id={id} options={loaded.view.passkey} busy={busy} setBusy={setBusy} onConfirmed={done} onGone={gone} />
              ) : null}
              <PasswordConfirm
                id={id}
                intro={loaded.view.passkey ? t("orPassword") : null}
                focusFirst={!loaded.view.passkey}
                busy={busy}
                setBusy={setBusy}
                onConfirmed={done}
                onGone={gone}
              />
            </>
          ) : (
            <ErrorState message={t(`errors.${loaded.state === "gone" ? "gone" : "load"}`)} onRetry={loaded.state === "failed" ? () => setAttempt((n) => n + 1) : undefined} />
          )}
          <Button variant="secondary" disabled={busy} onClick={() => dialog.current?.close()} className="w-full">
            {loaded.state === "ready" ? t("cancel") : t("close")}
          </Button>
        </div>
      ) : null}
    </dialog>
  );
}
