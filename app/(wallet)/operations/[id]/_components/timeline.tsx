import { StatusBadge } from "@/components/ui/status-badge";
import { statusOf, type OperationDetail } from "@/lib/client/operation-filters";
import { getTextFormat, getTranslations } from "@/lib/platform/i18n/server";

const SOURCES = ["api", "provider", "callback", "reconciler", "operator"] as const;

/** Every status change, oldest first, with what caused it. */
export async function Timeline({ events }: { events: OperationDetail["events"] }) {
  const t = await getTranslations("operation.timeline");
  const text = await getTextFormat();
  if (!events.length) return null;
  return (
    <section aria-labelledby="timeline-title" className="no-print">
      <h2 id="timeline-title" className="mb-3 text-lg font-semibold">
        {t("title")}
      </h2>
      <ol className="space-y-3 border-l-2 border-slate-200 pl-4 dark:border-slate-700">
        {events.map((event, index) => {
          const status = statusOf(event.to);
          const source = SOURCES.find((s) => s === event.source);
          return (
            <li key={`${event.at}-${index}`} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              {status ? <StatusBadge status={status} /> : <span>{event.to}</span>}
              <span className="text-sm text-slate-600 dark:text-slate-300">
                <time dateTime={event.at}>{text.dateTime(event.at)}</time>
                {source ? ` · ${t(`source.${source}`)}` : null}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
