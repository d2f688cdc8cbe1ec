// A JSON answer shaped and sized like Saldo's page of 50 bill companies, built once.
const TAGS = ["Electricidad", "Gas", "Agua", "Telefonía", "Internet", "Impuestos", "Seguros", "Educación"];

const companies = Array.from({ length: 50 }, (_, i) => {
  const code = `AR-S-${String(i + 1).padStart(4, "0")}`;
  const tag = TAGS[i % TAGS.length];
  return {
    companyCode: code,
    companyName: `Compañía de servicios ${i + 1}`,
    companyType: "SERVICE",
    companyLogo: `/api/logos/${code}`,
    tags: [{ id: String((i % TAGS.length) + 1), name: tag.toUpperCase() }],
    categories: [{ id: String((i % TAGS.length) + 1), name: tag, key: tag.toLowerCase() }],
  };
});
const page = { companies, page: 1, nextPage: 2 };

export const dynamic = "force-dynamic";

export function GET() {
  return Response.json(page, { headers: { "cache-control": "private, max-age=60" } });
}
