// GET /api/operator/jobs — background jobs that used up their attempts (operators only)
import { NextResponse } from "next/server";
import { withOperator } from "@/lib/accounts/guards";
import { listDeadJobs } from "@/lib/operator/jobs";

export const dynamic = "force-dynamic";

export const GET = withOperator(async () => NextResponse.json(await listDeadJobs()));
