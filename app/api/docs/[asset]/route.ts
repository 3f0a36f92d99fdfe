// GET /api/docs/{asset} – Swagger UI files for the reference page; a fixed allow-list, nothing else
import { AppError } from "@/lib/errors";
import { publicMethodNotAllowed } from "@/lib/http/method-not-allowed";
import { publicResponseRoute } from "@/lib/http/public-route";
import { getDocsAsset } from "@/lib/openapi/docs-assets";

export const GET = publicResponseRoute(
  async (_request: Request, { params }: { params: Promise<{ asset: string }> }) => {
    const { asset } = await params;
    const found = await getDocsAsset(asset);
    if (!found) {
      throw new AppError("NOT_FOUND", "Berkas tidak ditemukan / no such file", { asset });
    }
    return new Response(found.body, {
      headers: {
        "Content-Type": found.contentType,
        "Cache-Control": found.cacheControl,
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = publicMethodNotAllowed(["GET", "HEAD"]);
