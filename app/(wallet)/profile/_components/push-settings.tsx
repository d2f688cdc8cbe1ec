"use client";

import { BellRing } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";
import { SectionHeading } from "@/components/ui/section-heading";
import { ApiError, apiFetch } from "@/lib/client/api";
import { PushSetupError, pushState, turnPushOff, turnPushOn, type PushState } from "@/lib/client/push";

type Notice = { kind: "ok" | "problem"; text: string } | null;

/** "Notificaciones en este dispositivo": the toggle, what state the device is in, and a test push. */
export function PushSettings() {
  const t = useTranslations("profile.push");
  const [state, setState] = useState<PushState | "checking">("checking");
  const [busy, setBusy] = useState(false);
  const [testing, setTesting] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  useEffect(() => {
    let live = true;
    void pushState().then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, []);

  const toggle = async () => {
    setBusy(true);
    setNotice(null);
    try {
      if (state === "on") {
        await turnPushOff();
        setState("off");
      } else {
        await turnPushOn();
        setState("on");
      }
    } catch (error) {
      const reason = error instanceof PushSetupError ? error.reason : "subscribe";
      if (reason === "denied") setState(Notification.permission === "denied" ? "denied" : "off");
      else setNotice({ kind: "problem", text: t(reason === "save" ? "saveFailed" : "subscribeFailed") });
    } finally {
      setBusy(false);
    }
  };

  const sendTest = async () => {
    setTesting(true);
    setNotice(null);
    try {
      const { sent, failed } = await apiFetch<{ sent: number; failed: number }>("/api/push/test", { method: "POST", body: {} });
      if (sent > 0) setNotice({ kind: "ok", text: t("testSent", { count: sent }) });
      else setNotice({ kind: "problem", text: t(failed > 0 ? "testFailed" : "testNone") });
    } catch (error) {
      setNotice({ kind: "problem", text: t(error instanceof ApiError && error.status === 429 ? "testLimited" : "testFailed") });
    } finally {
      setTesting(false);
    }
  };

  const stateText = state === "checking" ? t("checking") : t(state);
  const canToggle = state === "on" || state === "off";

  return (
    <section aria-labelledby="push-title" className="space-y-4" data-testid="push-settings" data-state={state}>
      <SectionHeading id="push-title" icon={BellRing} title={t("title")} description={t("description")} accent />
      {canToggle ? (
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            role="switch"
            className="size-5 accent-brand-700"
            checked={state === "on"}
            disabled={busy}
            aria-busy={busy || undefined}
            aria-describedby="push-state"
            onChange={() => void toggle()}
          />
          <span className="font-medium">{t("toggle")}</span>
        </label>
      ) : null}
      <p id="push-state" role="status" className="text-sm text-slate-700 dark:text-slate-200">
        {stateText}
      </p>
      {notice ? (
        <p role={notice.kind === "problem" ? "alert" : "status"} className={notice.kind === "problem" ? "font-medium text-red-700 dark:text-red-400" : "font-medium text-green-800 dark:text-green-300"}>
          {notice.text}
        </p>
      ) : null}
      {/* Also when this device is off: the user's other devices get the test. */}
      {canToggle ? (
        <Button variant="secondary" busy={testing} onClick={() => void sendTest()}>
          {t("sendTest")}
        </Button>
      ) : null}
    </section>
  );
}
