"use client";

import { Camera, TriangleAlert, Upload } from "lucide-react";
import { lazy, Suspense, useId, useState, type ChangeEvent } from "react";
import { useTranslations } from "use-intl";
import { Button, buttonClass } from "@/components/ui/button";
import { pickBillCode, type ScanResult } from "@/lib/rules/bill-barcode";

export type ScanProblem =
  | "denied" | "noCamera" | "cameraFailed" | "unreadable" | "checkDigit" | "digits" | "length" | "unknownCompany" | "lookupFailed";

type Props = {
  /** Check the collection networks' check digit (Argentine bills). */
  checkDigit: boolean;
  /** A valid code was read: use it; a problem to show when it could not be used. */
  onCode: (code: string) => Promise<ScanProblem | null>;
};

/** getUserMedia's refusals, in the words the payer needs (the typed field stays right there). */
function cameraProblem(error: unknown): ScanProblem {
  const name = error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "noCamera";
  return "cameraFailed";
}

// The live camera is fetched only when someone opens it, like the decoder (./decode.ts).
const CameraDialog = lazy(() => import("./camera-dialog").then((m) => ({ default: m.CameraDialog })));

const problemOf = (result: ScanResult): ScanProblem | null => ("problem" in result ? result.problem : null);

/**
 * Scan a bill: the camera (the rear one on phones) or a photo or PDF of it. What is read is checked
 * with the bill barcode rule (lib/rules/bill-barcode.ts) before it is used; every failure is said
 * in an alert, and the typed field beside these buttons is never taken away.
 */
export function ScanControls({ checkDigit, onCode }: Props) {
  const t = useTranslations("pay.scan");
  const uploadId = useId();
  const [problem, setProblem] = useState<ScanProblem | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [busy, setBusy] = useState(false);

  const use = async (result: ScanResult) => {
    const found = problemOf(result);
    if (found || !("code" in result)) return setProblem(found ?? "unreadable");
    setBusy(true);
    setProblem(await onCode(result.code).finally(() => setBusy(false)));
  };

  const openCamera = async () => {
    setProblem(null);
    if (!navigator.mediaDevices?.getUserMedia) return setProblem("noCamera");
    try {
      setStream(await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: "environment" } }, audio: false }));
    } catch (error) {
      setProblem(cameraProblem(error));
    }
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setProblem(null);
    setBusy(true);
    let codes: string[] = [];
    try {
      const { decodeFile } = await import("./decode");
      codes = await decodeFile(file);
    } catch {
      // Not an image or PDF the browser can read: nothing was read.
    } finally {
      setBusy(false);
    }
    await use(pickBillCode(codes, { checkDigit }));
  };

  // Live frames: only a valid bill code ends the scan (a misread frame is followed by a good one).
  const onFrame = (codes: string[]) => {
    const result = pickBillCode(codes, { checkDigit });
    if (!("code" in result)) return false;
    setStream(null);
    void use(result);
    return true;
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void openCamera()} disabled={busy}>
          <Camera aria-hidden className="size-4" />
          {t("camera")}
        </Button>
        <label htmlFor={uploadId} className={buttonClass("secondary", "cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700")}>
          <Upload aria-hidden className="size-4" />
          {t("upload")}
          <input id={uploadId} type="file" accept="image/*,application/pdf" className="sr-only" onChange={(e) => void upload(e)} disabled={busy} />
        </label>
      </div>
      {busy ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          {t("reading")}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          <TriangleAlert aria-hidden className="mr-1 inline size-4 align-[-0.2em]" />
          {t(`problems.${problem}`)}
        </p>
      ) : null}
      {stream ? (
        <Suspense fallback={null}>
          <CameraDialog stream={stream} onRead={onFrame} onClose={() => setStream(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
