"use client";

import { ChevronDown, ScanLine } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { LazyScanControls } from "@/components/scan/lazy-scan-controls";
import type { ScanProblem } from "@/components/scan/scan-controls";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { ApiError, apiFetch } from "@/lib/client/api";
import type { BarcodeMatch } from "@/lib/payments/bills/barcode";
import { billBarcodeProblem, normalizeBarcode } from "@/lib/rules/bill-barcode";
import { isOneOf } from "@/lib/rules/one-of";

/** The problems a code's digits can have: said of a typed code in its own words, not of one read from the bars. */
const TYPED = ["checkDigit", "digits", "length"] as const;

/** The BFF's refusal of a code, as the scanner words it. */
const lookupProblem = (error: unknown): ScanProblem =>
  error instanceof ApiError && error.code === "UNKNOWN_BARCODE" ? "unknownCompany" : error instanceof ApiError && error.status === 400 ? "checkDigit" : "lookupFailed";

/**
 * "Pagá escaneando la factura": a bill's barcode, scanned, uploaded or typed, opens its company's
 * checkout with the code filled in and its debts asked for (POST /api/bills/barcode finds the
 * company from the code's prefix). On a phone it is one line under the company search, which most
 * visits need first, and opens in place with a tap; from a tablet's width it is always open.
 */
export function PayByScan() {
  const t = useTranslations("pay.scan");
  const router = useRouter();
  const [typed, setTyped] = useState("");
  const [typedProblem, setTypedProblem] = useState<ScanProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  const body = useId();

  const lookUp = async (code: string): Promise<ScanProblem | null> => {
    setTyped(code);
    try {
      const match = await apiFetch<BarcodeMatch>("/api/bills/barcode", { method: "POST", body: { code } });
      router.push(match.href);
      return null;
    } catch (error) {
      return lookupProblem(error);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = normalizeBarcode(typed);
    const problem = billBarcodeProblem(code);
    if (problem) return setTypedProblem(problem);
    setBusy(true);
    setTypedProblem(await lookUp(code).finally(() => setBusy(false)));
  };

  return (
    <Card>
      <section aria-labelledby="pay-by-scan-title" className="space-y-3">
        <h2 id="pay-by-scan-title" className="text-lg font-semibold">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={body}
            onClick={() => setOpen(!open)}
            className="flex min-h-11 w-full items-center gap-2 text-left sm:hidden"
          >
            <ScanLine aria-hidden className="size-5" />
            <span className="flex-1">{t("title")}</span>
            <ChevronDown aria-hidden className={`size-5 ${open ? "rotate-180" : ""}`} />
          </button>
          <span className="hidden items-center gap-2 sm:flex">
            <ScanLine aria-hidden className="size-5" />
            {t("title")}
          </span>
        </h2>
        <div id={body} className={`space-y-3 sm:block ${open ? "" : "hidden"}`}>
          <p className="text-slate-600 dark:text-slate-300">{t("description")}</p>
          <LazyScanControls checkDigit onCode={lookUp} />
          <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-wrap items-end gap-2">
            <div className="min-w-0 flex-1 basis-64">
              <TextField
                label={t("typedLabel")}
                help={t("typedHelp")}
                error={typedProblem ? (isOneOf(TYPED, typedProblem) ? t(`typedProblems.${typedProblem}`) : t(`problems.${typedProblem}`)) : undefined}
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                inputMode="numeric"
                autoComplete="off"
                spellCheck={false}
                name="barcode"
              />
            </div>
            <Button type="submit" variant="secondary" busy={busy}>
              {t("find")}
            </Button>
          </form>
        </div>
      </section>
    </Card>
  );
}
