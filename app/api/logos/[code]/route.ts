// GET /api/logos/{code}?product — a company's logo (or a product's image), served from our origin
import { route } from "@/lib/platform/http/route";
import { companyLogo } from "@/lib/catalog/logos";
import { logoQuerySchema, searchParamsOf } from "@/lib/catalog/input";

export const dynamic = "force-dynamic";

// Public on purpose: <img> tags anywhere may show a logo, and only codes in the catalogue resolve.
export const GET = route<{ code: string }>(async (request, params) => {
  const { product } = logoQuerySchema.parse(searchParamsOf(request.nextUrl));
  const logo = await companyLogo(params.code, product);
  return new Response(logo.body, {
    headers: {
      "content-type": logo.contentType,
      "cache-control": "public, max-age=86400",
      // An SVG opened directly must not run script in our origin.
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      "x-content-type-options": "nosniff",
    },
  });
});
