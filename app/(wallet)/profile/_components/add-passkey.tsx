"use client";

import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { askedConfirmation } from "@/components/confirm/asked-confirmation";
import { LazyConfirmDialog } from "@/components/confirm/lazy-confirm-dialog";
import { Banner } from "@/components/ui/banner";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { ApiError, apiFetch } from "@/lib/client/api";

type Options = { options: PublicKeyCredentialCreationOptionsJSON };

/** Names and makes a passkey on this device; the WebAuthn code loads on the press, not with the page. */
export function AddPasskey() {
  const t = useTranslations("profile.passkeys");
  const router = useRouter();
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<"added" | "unsupported" | "failed" | null>(null);

  // Adding a passkey is confirmed first (the password, or a passkey already made): its dialog's id.
  const [asked, setAsked] = useState<string | null>(null);

  const add = async (confirmation?: string) => {
    setBusy(true);
    setResult(null);
    try {
      const webauthn = await import("@simplewebauthn/browser");
      if (!webauthn.browserSupportsWebAuthn()) {
        setResult("unsupported");
        return;
      }
      const headers = confirmation ? { "saldo-confirmation": confirmation } : undefined;
      let options: Options["options"];
      try {
        ({ options } = await apiFetch<Options>("/api/me/passkeys/options", { method: "POST", body: {}, headers }));
      } catch (error) {
        const id = askedConfirmation(error);
        if (!id) throw error;
        setAsked(id);
        return;
      }
      const response = await webauthn.startRegistration({ optionsJSON: options });
      await apiFetch("/api/me/passkeys", { method: "POST", body: { name: name.trim() || t("defaultName"), response } });
      setName("");
      setResult("added");
      router.refresh();
    } catch (error) {
      // Cancelled in the browser's dialog: nothing to say.
      if (error instanceof ApiError) setResult("failed");
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3">
      {result === "added" && <Banner role="status">{t("added")}</Banner>}
      {(result === "failed" || result === "unsupported") && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {t(result)}
        </p>
      )}
      <TextField id="passkey-name" label={t("name")} help={t("nameHelp")} maxLength={60} value={name} onChange={(event) => setName(event.target.value)} />
      <Button type="button" variant="secondary" busy={busy || asked !== null} onClick={() => void add()}>
        {t("add")}
      </Button>
      <LazyConfirmDialog
        id={asked}
        onConfirmed={(id) => {
          setAsked(null);
          void add(id);
        }}
        onCancel={() => setAsked(null)}
      />
    </div>
  );
}
