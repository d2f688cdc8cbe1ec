// GET /api/me/data-exports/{id} — the ZIP of a ready data download, to its owner only, until its date
import { withSession } from "@/lib/accounts/guards";
import { downloadExport } from "@/lib/system/your-data/exports";

export const GET = withSession<{ id: string }>(async (_request, { user, params }) => {
  const { file, name } = await downloadExport(user.id, params.id);
  return new Response(file as Uint8Array<ArrayBuffer>, {
    headers: { "content-type": "application/zip", "content-disposition": `attachment; filename="${name}"`, "content-length": String(file.byteLength) },
  });
});
