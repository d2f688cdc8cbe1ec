"use client";

import { Flashlight, FlashlightOff, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";

type Props = {
  /** The camera's stream, already allowed; the dialog stops it when it closes. */
  stream: MediaStream;
  /** What a frame read; true when it was the bill's code (the scan is over). */
  onRead: (codes: string[]) => boolean;
  onClose: () => void;
};

/** Torch support is an extension of the track's capabilities (Chromium, phones with a flash). */
const hasTorch = (track: MediaStreamTrack | undefined): boolean =>
  Boolean((track?.getCapabilities?.() as { torch?: boolean } | undefined)?.torch);

const FRAME_MS = 200;

/**
 * The live camera in a modal <dialog> (focus kept inside, Escape closes it, focus goes back to the
 * button that opened it): frames are read a few times a second until one holds the bill's code.
 * A torch button only where the camera has one.
 */
export function CameraDialog({ stream, onRead, onClose }: Props) {
  const t = useTranslations("pay.scan");
  const dialog = useRef<HTMLDialogElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const [torch, setTorch] = useState<boolean | null>(null);
  const track = stream.getVideoTracks()[0];

  useEffect(() => {
    dialog.current?.showModal();
    if (video.current) video.current.srcObject = stream;
    setTorch(hasTorch(track) ? false : null);
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void import("./decode").then(({ detectCodes }) => {
      const tick = async () => {
        if (stopped) return;
        const element = video.current;
        if (element && element.readyState >= 2) {
          setReady(true);
          const codes = await detectCodes(element).catch(() => []);
          if (!stopped && codes.length > 0 && onRead(codes)) return;
        }
        if (!stopped) timer = setTimeout(() => void tick(), FRAME_MS);
      };
      void tick();
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const each of stream.getTracks()) each.stop();
    };
    // One stream, one scan: the callbacks of the first render are the ones used.
  }, [stream]);

  const toggleTorch = async () => {
    if (!track || torch === null) return;
    await track.applyConstraints({ advanced: [{ torch: !torch } as MediaTrackConstraintSet] }).catch(() => undefined);
    setTorch(!torch);
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="scan-dialog-title"
      aria-describedby="scan-dialog-hint"
      onClose={onClose}
      className="m-auto w-[min(36rem,calc(100%-2rem))] rounded-2xl bg-white p-0 text-slate-900 backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="space-y-3 p-4">
        <div className="flex items-center justify-between gap-2">
          <h2 id="scan-dialog-title" className="text-lg font-semibold">
            {t("dialogTitle")}
          </h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <X aria-hidden className="size-5" />
            <span className="sr-only">{t("close")}</span>
          </button>
        </div>
        <p id="scan-dialog-hint" className="text-sm text-slate-600 dark:text-slate-300">
          {t("dialogHint")}
        </p>
        <div className="relative overflow-hidden rounded-lg bg-slate-950">
          <video ref={video} aria-label={t("videoLabel")} autoPlay muted playsInline className="aspect-[4/3] w-full object-cover" />
          {ready ? null : (
            <p role="status" className="absolute inset-0 flex items-center justify-center text-sm text-white">
              {t("starting")}
            </p>
          )}
        </div>
        {torch !== null ? (
          <Button variant="secondary" onClick={() => void toggleTorch()}>
            {torch ? <FlashlightOff aria-hidden className="size-4" /> : <Flashlight aria-hidden className="size-4" />}
            {torch ? t("torchOff") : t("torchOn")}
          </Button>
        ) : null}
      </div>
    </dialog>
  );
}
