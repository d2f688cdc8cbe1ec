import { companyLayout, carrierForPage } from "@/lib/catalog/page-load";

// The carrier is looked up above the page's loading state, so an unknown one answers 404.
export default companyLayout(carrierForPage);
