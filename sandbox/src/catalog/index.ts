export * from "./types";
export { serviceTags, tags, tagByName, type ServiceTagName } from "./tags";
export { serviceCompanies, findServiceCompany, SERVICE_CODE_PATTERN } from "./services";
export { rechargeCompanies, findRechargeCompany, RECHARGE_CODE_PATTERN } from "./recharges";
export { giftCardCompanies, findGiftCardCompany, GIFT_CARD_CODE_PATTERN } from "./gift-cards";
export { logoSvg } from "./logos";
export { documentTypesByCountry, type DocumentType } from "./documents";
