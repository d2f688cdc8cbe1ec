// POST /api/operator/jobs/run {task} — run a scheduled job now instead of waiting (operators only, logged)
import { NextResponse } from "next/server";
import { withOperator } from "@/lib/accounts/guards";
import { runScheduledJob } from "@/lib/operator/jobs";
import { runJobInput } from "@/lib/operator/input";
import { readJson } from "@/lib/platform/http/route";

export const POST = withOperator(async (request, { user }) => {
  const { task } = runJobInput.parse(await readJson(request));
  await runScheduledJob(user, task);
  return NextResponse.json({ queued: task }, { status: 202 });
});
