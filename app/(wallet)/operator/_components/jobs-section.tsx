"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";
import { DateText } from "@/components/ui/money";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { apiFetch } from "@/lib/client/api";
import { deadJobsQuery, operatorKeys } from "@/lib/client/queries/operator";
import { SCHEDULED_TASKS, type ScheduledTask } from "@/lib/operator/scheduled-tasks";
import type { DeadJob } from "@/lib/platform/jobs/types";
import { ActionProblem } from "./action-panels";
import { td } from "./cells";
import { DataTable, Section } from "./section";

/** Background jobs that used up their attempts: what failed, why, and "run again". */
export function JobsSection() {
  const t = useTranslations("operator.jobs");
  const query = useQuery(deadJobsQuery());
  return (
    <Section id="jobs" title={t("title")} description={t("description")}>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="jobs-engine">
            {t(`engine.${query.data.engine}`)}
          </p>
          <RunNow />
          {query.data.dead.length === 0 ? (
            <EmptyState title={t("empty")} />
          ) : (
            <DataTable words={t} minWidth="min-w-[48rem]" testId="dead-jobs" columns={["task", "failed", "attempts", "error", "action"]}>
              {query.data.dead.map((job) => (
                <DeadJobRow key={job.id} job={job} />
              ))}
            </DataTable>
          )}
        </>
      )}
    </Section>
  );
}

function DeadJobRow({ job }: { job: DeadJob }) {
  const t = useTranslations("operator.jobs");
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => apiFetch(`/api/operator/jobs/${encodeURIComponent(job.id)}/retry`, { method: "POST", body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.deadJobs() }),
  });
  return (
    <tr className="border-t border-slate-200 dark:border-slate-700">
      <th scope="row" className={`${td} text-left font-normal`}>
        <span translate="no" className="font-mono text-xs">
          {job.task}
        </span>
        <span translate="no" className="block font-mono text-xs break-all text-slate-600 dark:text-slate-300">
          {JSON.stringify(job.payload).slice(0, 160)}
        </span>
      </th>
      <td className={td}>
        <DateText value={job.failedAt} withTime />
      </td>
      <td className={td}>{job.attempts}</td>
      <td translate="no" className={`${td} font-mono text-xs break-all`}>
        {job.lastError ?? "—"}
      </td>
      <td className={td}>
        <Button variant="secondary" busy={retry.isPending} onClick={() => retry.mutate()} aria-label={t("retryLabel", { task: job.task })}>
          {t("retry")}
        </Button>
        {retry.isError ? <ActionProblem error={retry.error} /> : null}
      </td>
    </tr>
  );
}

/** Runs a scheduled job now (reminders.scan, retention) instead of at its next time. */
function RunNow() {
  const t = useTranslations("operator.jobs");
  const run = useMutation({ mutationFn: (task: ScheduledTask) => apiFetch("/api/operator/jobs/run", { method: "POST", body: { task } }) });
  return (
    <div className="flex flex-wrap gap-2">
      {SCHEDULED_TASKS.map((task) => (
        <Button key={task} variant="secondary" busy={run.isPending} onClick={() => run.mutate(task)}>
          {t("runTask", { task })}
        </Button>
      ))}
      {run.isError ? <ActionProblem error={run.error} /> : null}
    </div>
  );
}
