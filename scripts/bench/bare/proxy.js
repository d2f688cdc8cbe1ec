// Never runs (its matcher matches no address). This file exists so that the build, whose Turbopack
// root is the repo (for its node_modules), does not pick up Saldo's own proxy.ts instead.
import { NextResponse } from "next/server";

export function proxy() {
  return NextResponse.next();
}

export const config = { matcher: "/__bench-no-proxy" };
