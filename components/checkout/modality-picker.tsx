"use client";

import { Barcode, Keyboard } from "lucide-react";
import { useTranslations } from "use-intl";
import type { ModalityView } from "@/lib/catalog/views";

type Props = { modalities: ModalityView[]; value: string | undefined; onChange: (modalityId: string) => void; legend: string };

/** A modality's name: its own title, or what kind of lookup it is. */
export function useModalityTitle() {
  const t = useTranslations("common.modality");
  return (m: ModalityView) => m.modalityTitle ?? t(m.modalityType === "barcode" ? "barcode" : "input");
}

/**
 * What a modality asks for. The provider's copy for a barcode or QR promises scanning ("Pagá
 * escaneando…"), but the app has a text field: those get our own words; the rest keep the provider's.
 */
export function useModalityDescription() {
  const t = useTranslations("common.modality");
  return (m: ModalityView): string | null => {
    if (m.modalityType === "barcode") return t("barcodeDescription");
    if (m.modalityType === "qr") return t("qrDescription");
    return m.modalityDescription;
  };
}

/** How to find the bill (manual entry, barcode…), one radio each: for paying it and for saving it. */
export function ModalityPicker({ modalities, value, onChange, legend }: Props) {
  const title = useModalityTitle();
  const description = useModalityDescription();
  return (
    <fieldset>
      <legend className="mb-2 text-lg font-semibold">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {modalities.map((m) => (
          <label
            key={m.modalityId}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:border-slate-600 dark:bg-slate-900 dark:has-[:checked]:bg-slate-800"
          >
            <input
              type="radio"
              name="modality"
              value={m.modalityId}
              checked={m.modalityId === value}
              onChange={() => onChange(m.modalityId)}
              className="mt-1 size-4 accent-brand-700"
            />
            <span>
              <span className="block font-medium">
                {m.modalityType === "barcode" ? <Barcode aria-hidden className="mr-1 inline size-4 align-[-0.2em]" /> : <Keyboard aria-hidden className="mr-1 inline size-4 align-[-0.2em]" />}
                {title(m)}
              </span>
              {description(m) ? <span className="block text-sm text-slate-600 dark:text-slate-300">{description(m)}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
