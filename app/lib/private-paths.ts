/**
 * The shop's private pages: one shopper's basket, and everything under an order's unguessable
 * token (the order page, its payment returns, its PDF). They are never cached by anyone
 * (`Cache-Control: private, no-store`), send no referrer, and load no third-party script (tag
 * manager, session recording, pixel), so an order token never leaves the site (issue 24, item 7).
 */
/** The office's pages (issue 38). */
const OFFICE = /^\/office(?:[/.]|$)/;
export const isOfficePath = (pathname: string) => OFFICE.test(pathname);

const PRIVATE = [
  /^\/basket(?:\.data)?\/?$/,
  /^\/order\/[^/]+/,
  /^\/api\/pdf\/transactions\//,
  // A customer's account, and the sign-in pages (a password link's token is in its path).
  /^\/account(?:[/.]|$)/,
  /^\/log(?:in|out)(?:[/.]|$)/,
  // A trade buyer's quick order (their prices), and the application to become a customer.
  /^\/(?:quick-order|apply)(?:[/.]|$)/,
  // A brand's warranty claim form (a person's details and pictures) and its claim number (decision 0035).
  /^\/warranty\/[^/]+/,
  // A warranty claim's page from the office's mail (its token in the query; issue 38).
  /^\/claim\/[^/]+/,
  // The demo's payment page of an order's payment (decision 0071).
  /^\/demo-payment\/[^/]+/,
  // The shopper's saved vehicles (decision 0038).
  /^\/my-vehicle(?:[/.]|$)/,
  // The office: staff sign-in, enrolment (its token in the path) and every page of it (issue 38).
  OFFICE,
];

export const isPrivatePath = (pathname: string) => PRIVATE.some((p) => p.test(pathname));
