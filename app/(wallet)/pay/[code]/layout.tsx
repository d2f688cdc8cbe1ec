import { companyLayout, serviceCompanyForPage } from "@/lib/catalog/page-load";

// The company is looked up above the page's loading state, so an unknown one answers 404.
export default companyLayout(serviceCompanyForPage);
