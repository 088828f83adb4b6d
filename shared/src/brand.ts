/** Product-name prefix of every page title: "<PRODUCT_NAME> File Manager" (spec §1). */
export const PRODUCT_NAME = 'ProTune';
export const APP_TITLE = `${PRODUCT_NAME} File Manager`;
/** Spec §3: default company of a new administrator, "a default product-service name". */
export const DEFAULT_ADMIN_COMPANY = `${PRODUCT_NAME} Services`;
