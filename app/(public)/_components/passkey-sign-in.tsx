"use client";

import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { KeyRound } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";
import { ApiError, apiFetch } from "@/lib/client/api";
import { useAfterAuth } from "./use-after-auth";

type Options = { options: PublicKeyCredentialRequestOptionsJSON };

/**
 * "Ingresar con una passkey": the browser asks which of this site's passkeys to use, then signs in
 * with it. Where the browser offers passkeys in the email field's autofill (conditional mediation),
 * that is asked for as the page opens. The WebAuthn code loads after the page, never in its first load.
 */
export function PasskeySignIn({ next }: { next: string | null }) {
  const t = useTranslations("auth.passkey");
  const afterAuth = useAfterAuth(next);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const signingIn = useRef(false);

  const signIn = async (autofill: boolean) => {
    const webauthn = await import("@simplewebauthn/browser");
    if (autofill && !(await webauthn.browserSupportsWebAuthnAutofill())) return;
    if (!autofill && !webauthn.browserSupportsWebAuthn()) {
      setProblem(t("unsupported"));
      setBusy(false);
      return;
    }
    const { options } = await apiFetch<Options>("/api/auth/passkey/options", { method: "POST", body: {} });
    const response = await webauthn.startAuthentication({ optionsJSON: options, useBrowserAutofill: autofill });
    // The autofill's answer and the button's may both arrive (pressed as the autofill answered):
    // the first signs in, the other is dropped, so one sign-in makes one session.
    if (signingIn.current) return;
    signingIn.current = true;
    setBusy(true);
    try {
      await apiFetch("/api/auth/passkey", { method: "POST", body: { response } });
    } catch (error) {
      signingIn.current = false;
      throw error;
    }
    await afterAuth();
  };

  /** One attempt; a refusal is said, a cancelled or aborted browser dialog is not. */
  const attempt = async (autofill: boolean) => {
    setProblem(null);
    try {
      await signIn(autofill);
    } catch (error) {
      if (error instanceof ApiError) setProblem(t(error.status === 401 ? "refused" : "failed"));
      setBusy(false);
    }
  };

  useEffect(() => {
    // Autofill waits for the person; a button press aborts it and asks again.
    void attempt(true);
  }, []);

  const press = () => {
    setBusy(true);
    void attempt(false);
  };

  return (
    <div className="mt-4 space-y-2">
      <Button type="button" variant="secondary" busy={busy} onClick={press} className="w-full">
        <KeyRound aria-hidden className="size-4" />
        {t("signIn")}
      </Button>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
    </div>
  );
}
