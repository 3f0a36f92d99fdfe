// GET /api/health – service and database health (spec 2.6)
import { NextResponse } from "next/server";
import { checkHealth } from "@/lib/system/check-health";

export async function GET() {
  const result = await checkHealth();
  return NextResponse.json(result, {
    status: result.status === "ok" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
