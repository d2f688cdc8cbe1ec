import { companyLayout, brandForPage } from "@/lib/catalog/page-load";

// The brand is looked up above the page's loading state, so an unknown one answers 404.
export default companyLayout(brandForPage);
