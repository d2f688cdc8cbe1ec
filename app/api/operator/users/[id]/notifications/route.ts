// GET /api/operator/users/{id}/notifications — the provider's notifications of one user, its channel lists included (operators only)
import { NextResponse } from "next/server";
import { withOperator } from "@/lib/accounts/guards";
import { providerNotificationsOf } from "@/lib/operator/notifications";

export const dynamic = "force-dynamic";

export const GET = withOperator<{ id: string }>(async (_request, { params }) =>
  NextResponse.json(await providerNotificationsOf(params.id)),
);
