// The link that opens a company's payment page with its debt query already filled in (and run):
//
//   /pay/<companyCode>?modality=<modalityId>&<identifierName>=<value>[&<identifierName>=<value>…]&autoquery=1
//
//   e.g. /pay/AR-S-0003?modality=2f1c…&clientNumber=1234567891&autoquery=1
//
// Every value is URL-encoded. `modality` must be one of the company's available modalities
// (otherwise the first one is used); parameters that are not fields of that modality are ignored;
// `autoquery=1` runs the query as soon as the page opens (the form's own checks run first, so a
// bad value is shown under its field instead of being sent). Pure: usable on both sides.

export type PayNowPrefill = { modalityId: string; values: Record<string, string>; autoQuery: boolean };

const RESERVED = new Set(["modality", "autoquery"]);

/** The "pay now" link for a saved bill or a notification. */
export function payNowHref(
  companyCode: string,
  modalityId: string,
  queryData: { identifierName: string; identifierValue: string }[],
  autoQuery = true,
): string {
  const params = new URLSearchParams({ modality: modalityId });
  for (const item of queryData) {
    if (!RESERVED.has(item.identifierName)) params.append(item.identifierName, item.identifierValue);
  }
  if (autoQuery) params.set("autoquery", "1");
  return `/pay/${encodeURIComponent(companyCode)}?${params}`;
}

type SearchParams = Record<string, string | string[] | undefined>;
type ModalityFields = { modalityId: string; queryData: { identifierName: string }[] };

/** What a page's search params prefill, for the company's modalities; null when nothing does. */
export function readPayNowParams(search: SearchParams, modalities: ModalityFields[]): PayNowPrefill | null {
  const one = (key: string) => {
    const value = search[key];
    return Array.isArray(value) ? value[0] : value;
  };
  const modality = modalities.find((m) => m.modalityId === one("modality")) ?? modalities[0];
  if (!modality) return null;
  const values: Record<string, string> = {};
  for (const { identifierName } of modality.queryData) {
    const value = RESERVED.has(identifierName) ? undefined : one(identifierName);
    if (value !== undefined) values[identifierName] = value.slice(0, 200);
  }
  const named = one("modality") === modality.modalityId;
  if (!named && Object.keys(values).length === 0) return null;
  return { modalityId: modality.modalityId, values, autoQuery: one("autoquery") === "1" && Object.keys(values).length > 0 };
}
