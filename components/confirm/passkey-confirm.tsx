"use client";

import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { Fingerprint } from "lucide-react";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";
import { ApiError, apiFetch } from "@/lib/client/api";
import { answerProblem } from "./answer-problem";

type Props = {
  id: string;
  /** The confirmation's own challenge, for the user's passkeys only. */
  options: PublicKeyCredentialRequestOptionsJSON;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onConfirmed: () => void;
  onGone: () => void;
};

/**
 * "Confirmar con passkey": the device asks for the fingerprint, face or screen lock, and its answer
 * confirms. The WebAuthn code loads on the press, never with the page.
 */
export function PasskeyConfirm({ id, options, busy, setBusy, onConfirmed, onGone }: Props) {
  const t = useTranslations("confirm");
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const webauthn = await import("@simplewebauthn/browser");
      if (!webauthn.browserSupportsWebAuthn()) {
        setProblem(t("errors.unsupported"));
        return;
      }
      const passkey = await webauthn.startAuthentication({ optionsJSON: options });
      await apiFetch(`/api/me/confirmations/${encodeURIComponent(id)}`, { method: "POST", body: { passkey } });
      onConfirmed();
    } catch (error) {
      // Cancelled in the device's own prompt: nothing to say, the button is there again.
      if (!(error instanceof ApiError)) return;
      const kind = answerProblem(error, "passkey");
      if (kind === "gone") onGone();
      else setProblem(t(`errors.${kind}`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-2">
      <Button
        data-autofocus
        busy={busy}
        onClick={() => void confirm()}
        aria-describedby={problem ? "confirm-passkey-error" : undefined}
        className="w-full"
      >
        <Fingerprint aria-hidden className="size-4" />
        {t("passkey")}
      </Button>
      {problem ? (
        <p id="confirm-passkey-error" role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
