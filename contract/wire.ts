/**
 * The wire contract between the storefront and the ERP: the index of every call in section 7 of
 * storefront.md and transactions.md, naming the path it is posted to and the schemas of its request
 * and response. Bodies are the spec's action-based POST bodies; response shapes the spec leaves "not
 * shown" are defined once, in the domain module each call comes from (contract/item.ts,
 * catalogue-search.ts, vehicle.ts, cart.ts, quick-order.ts, orders.ts, payments.ts, accounts.ts,
 * account-orders.ts, content.ts, rate-limit.ts, price-list.ts, application.ts, warranty.ts,
 * delivery.ts, sitemap.ts, enquiries.ts, staff.ts, office-orders.ts, office-customers.ts, office-import.ts). Every name has one module: import it from there.
 */
import type { z } from "zod";
import {
  CancelOfficeOrderRequestSchema,
  ExportOfficeOrdersRequestSchema,
  GetOfficeOrderRequestSchema,
  ListOfficeOrdersRequestSchema,
  ListOfficeOrdersResponseSchema,
  MarkOrderPaidRequestSchema,
  OfficeFileSchema,
  OfficeOrderActionResponseSchema,
  OfficeOrderResponseSchema,
  RecordRefundRequestSchema,
  ResendOrderConfirmationRequestSchema,
  ShipOrderRequestSchema,
} from "./office-orders.ts";
import {
  ContentMarqueeResponseSchema,
  ContentNewsResponseSchema,
  ContentSlideResponseSchema,
  DeleteContentNewsRequestSchema,
  DeleteContentSlideRequestSchema,
  DeletedResponseSchema,
  GetContentMarqueeRequestSchema,
  GetContentMarqueeResponseSchema,
  GetContentNewsRequestSchema,
  ListContentNewsRequestSchema,
  ListContentNewsResponseSchema,
  ListContentSlidesRequestSchema,
  ListContentSlidesResponseSchema,
  PreviewContentNewsRequestSchema,
  PreviewContentNewsResponseSchema,
  SaveContentMarqueeRequestSchema,
  SaveContentNewsRequestSchema,
  SaveContentSlideRequestSchema,
  UploadContentPictureRequestSchema,
  UploadContentPictureResponseSchema,
} from "./office-content.ts";
import {
  DecideApplicationRequestSchema,
  GetOfficeCustomerRequestSchema,
  ListApplicantsRequestSchema,
  ListApplicantsResponseSchema,
  ListOfficeCustomersRequestSchema,
  ListOfficeCustomersResponseSchema,
  OfficeCustomerActionResponseSchema,
  OfficeCustomerResponseSchema,
  SendPasswordLinkRequestSchema,
  SetCustomerPriceLevelRequestSchema,
  SetCustomerStatusRequestSchema,
  SetCustomerTermsRequestSchema,
} from "./office-customers.ts";
import {
  AccountOrderResponseSchema,
  GetAccountOrderRequestSchema,
  GetLedgerRequestSchema,
  GetOrderHistoryRequestSchema,
  GetOrderStatusReportRequestSchema,
  LedgerResponseSchema,
  OrderHistoryResponseSchema,
  OrderStatusReportResponseSchema,
} from "./account-orders.ts";
import {
  ChangeEmailRequestSchema,
  ChangeEmailResponseSchema,
  ChangePasswordRequestSchema,
  ChangePasswordResponseSchema,
  ConfirmEmailChangeRequestSchema,
  ConfirmEmailChangeResponseSchema,
  DeleteAddressRequestSchema,
  EmptyResponseSchema,
  GetAccountRequestSchema,
  GetAccountResponseSchema,
  GetAddressesRequestSchema,
  GetAddressesResponseSchema,
  GetEmailChangeRequestSchema,
  GetEmailChangeResponseSchema,
  RequestPasswordResetRequestSchema,
  SaveAddressRequestSchema,
  SaveAddressResponseSchema,
  SetPasswordRequestSchema,
  SetPasswordResponseSchema,
  SignInRequestSchema,
  SignInResponseSchema,
  SignOutOthersRequestSchema,
  SignOutOthersResponseSchema,
  SignOutRequestSchema,
  UpdateSettingsRequestSchema,
} from "./accounts.ts";
import * as Team from "./team.ts";
import * as Approvals from "./approvals.ts";
import { QUOTE_CALLS } from "./quotes.ts";
import { OFFICE_QUOTE_CALLS } from "./office-quotes.ts";
import { call } from "./wire-call.ts";
import { APPLICATIONS_PATH, ApplyForAccountRequestSchema, ApplyForAccountResponseSchema } from "./application.ts";
import {
  AddOrderRequestSchema,
  AddOrderResponseSchema,
  AddToCartRequestSchema,
  AddToCartResponseSchema,
  GetCartsRequestSchema,
  GetCartsResponseSchema,
  UpdateAddressRequestSchema,
  UpdateAddressResponseSchema,
  UpdateCartRequestSchema,
  UpdateCartResponseSchema,
} from "./cart.ts";
import {
  CatalogueRequestSchema,
  CatalogueResponseSchema,
  PartSearchRequestSchema,
  PartSearchResponseSchema,
  SearchRequestSchema,
  SearchResponseSchema,
} from "./catalogue-search.ts";
import { NewsRequestSchema, NewsResponseSchema } from "./content.ts";
import { DELIVERY_PATH, GetDeliveryFactsRequestSchema, GetDeliveryFactsResponseSchema } from "./delivery.ts";
import {
  ContactDealerRequestSchema,
  ContactGeneralRequestSchema,
  EnquiryFormRequestSchema,
  QuickContactRequestSchema,
} from "./enquiries.ts";
import {
  GetApplicationsRequestSchema,
  GetApplicationsResponseSchema,
  GetAxleInfoRequestSchema,
  GetAxleInfoResponseSchema,
  GetBearingDataRequestSchema,
  GetBearingDataResponseSchema,
  GetCatalogueScriptRequestSchema,
  GetCatalogueScriptResponseSchema,
  GetItemRequestSchema,
  GetItemResponseSchema,
  GetKitComponentsRequestSchema,
  GetKitComponentsResponseSchema,
  GetPriceRequestSchema,
  GetPricesRequestSchema,
  GetPricesResponseSchema,
  GetPriceResponseSchema,
  GetRelatedItemsRequestSchema,
  GetRelatedItemsResponseSchema,
} from "./item.ts";
import {
  GetTransactionsRequestSchema,
  GetTransactionsResponseSchema,
  WithdrawRequestSchema,
  WithdrawResponseSchema,
} from "./orders.ts";
import * as Pay from "./payments.ts";
import { ExportPriceListRequestSchema, PRICE_LIST_PATH, PriceListFileSchema } from "./price-list.ts";
import {
  AddLinesToCartRequestSchema,
  AddLinesToCartResponseSchema,
  CheckQuickOrderRequestSchema,
  CheckQuickOrderResponseSchema,
  ReorderRequestSchema,
  ReorderResponseSchema,
} from "./quick-order.ts";
import { HitRateLimitRequestSchema, HitRateLimitResponseSchema } from "./rate-limit.ts";
import {
  GetSitemapEntriesRequestSchema,
  GetSitemapEntriesResponseSchema,
  GetSitemapPartsRequestSchema,
  GetSitemapPartsResponseSchema,
  SITEMAP_PATH,
} from "./sitemap.ts";
import {
  DisableStaffRequestSchema,
  EnrolStaffRequestSchema,
  EnrolStaffResponseSchema,
  GetAuditLogRequestSchema,
  GetAuditLogResponseSchema,
  GetStaffInviteRequestSchema,
  GetStaffInviteResponseSchema,
  GetStaffSessionRequestSchema,
  GetStaffSessionResponseSchema,
  InviteStaffRequestSchema,
  InviteStaffResponseSchema,
  ListStaffRequestSchema,
  ListStaffResponseSchema,
  OFFICE_PATH,
  RenewRecoveryCodesRequestSchema,
  RenewRecoveryCodesResponseSchema,
  SetStaffRolesRequestSchema,
  StaffMemberResponseSchema,
  StaffSignInRequestSchema,
  StaffSignInResponseSchema,
  StaffSignOutRequestSchema,
} from "./staff.ts";
import { CheckFitmentRequestSchema, CheckFitmentResponseSchema } from "./vehicle.ts";
import {
  ClaimPictureResponseSchema,
  DecideClaimRequestSchema,
  DecideClaimResponseSchema,
  GetClaimPictureRequestSchema,
  GetOfficeClaimRequestSchema,
  ListOfficeClaimsRequestSchema,
  ListOfficeClaimsResponseSchema,
  OfficeClaimResponseSchema,
} from "./office-claims.ts";
import {
  GetAccountClaimsRequestSchema,
  GetAccountClaimsResponseSchema,
  GetClaimStatusRequestSchema,
  GetClaimStatusResponseSchema,
} from "./claim-status.ts";
import { SubmitWarrantyClaimRequestSchema, SubmitWarrantyClaimResponseSchema, WARRANTY_PATH } from "./warranty.ts";
import {
  BankAccountResponseSchema,
  EndVatRegistrationRequestSchema,
  RemoveBankAccountRequestSchema,
  RemovedResponseSchema,
  SetBankAccountRequestSchema,
  SetVatRegistrationRequestSchema,
  VatRegistrationResponseSchema,
  GetCompanyDataRequestSchema,
  GetCompanyDataResponseSchema,
  SetSellerCompanyRequestSchema,
  SetSellerCompanyResponseSchema,
  SetSellerOfficeRequestSchema,
  SetSellerOfficeResponseSchema,
} from "./office-company.ts";
import { ImportCatalogueRequestSchema, ImportCatalogueResponseSchema } from "./office-import.ts";

// The call table: name -> path, request and response schema.
export const Calls = {
  // An item and its page (contract/item.ts).
  getItem: call("/item", GetItemRequestSchema, GetItemResponseSchema),
  getPrice: call("/item", GetPriceRequestSchema, GetPriceResponseSchema),
  getPrices: call("/item", GetPricesRequestSchema, GetPricesResponseSchema),
  getRelatedItems: call("/item", GetRelatedItemsRequestSchema, GetRelatedItemsResponseSchema),
  getApplications: call("/item", GetApplicationsRequestSchema, GetApplicationsResponseSchema),
  getAxleInfo: call("/item", GetAxleInfoRequestSchema, GetAxleInfoResponseSchema),
  getBearingData: call("/item", GetBearingDataRequestSchema, GetBearingDataResponseSchema),
  getCatalogueScript: call("/item", GetCatalogueScriptRequestSchema, GetCatalogueScriptResponseSchema),
  getKitComponents: call("/item", GetKitComponentsRequestSchema, GetKitComponentsResponseSchema),
  // Finding parts (contract/catalogue-search.ts) and the shopper's vehicle (contract/vehicle.ts).
  search: call("/search", SearchRequestSchema, SearchResponseSchema),
  catalogue: call("/catalogue", CatalogueRequestSchema, CatalogueResponseSchema),
  partSearch: call("/catalogue", PartSearchRequestSchema, PartSearchResponseSchema),
  checkFitment: call("/catalogue", CheckFitmentRequestSchema, CheckFitmentResponseSchema),
  // The basket and the checkout (contract/cart.ts).
  getCarts: call("/cart", GetCartsRequestSchema, GetCartsResponseSchema),
  addToCart: call("/cart", AddToCartRequestSchema, AddToCartResponseSchema),
  updateCart: call("/cart", UpdateCartRequestSchema, UpdateCartResponseSchema),
  updateAddress: call("/cart", UpdateAddressRequestSchema, UpdateAddressResponseSchema),
  addOrder: call("/cart", AddOrderRequestSchema, AddOrderResponseSchema),
  // Quick order and reorder (contract/quick-order.ts).
  checkQuickOrder: call("/cart", CheckQuickOrderRequestSchema, CheckQuickOrderResponseSchema),
  addLinesToCart: call("/cart", AddLinesToCartRequestSchema, AddLinesToCartResponseSchema),
  reorder: call("/cart", ReorderRequestSchema, ReorderResponseSchema),
  // An order (contract/orders.ts) and its payment (contract/payments.ts).
  getTransactions: call("/transactions", GetTransactionsRequestSchema, GetTransactionsResponseSchema),
  withdraw: call("/transactions", WithdrawRequestSchema, WithdrawResponseSchema),
  getPaymentMethods: call("/paymentmethods", Pay.GetPaymentMethodsRequestSchema, Pay.GetPaymentMethodsResponseSchema),
  startPayment: call("/payments", Pay.StartPaymentRequestSchema, Pay.StartPaymentResponseSchema),
  completePayment: call("/payments", Pay.CompletePaymentRequestSchema, Pay.CompletePaymentResponseSchema),
  // The demo catalogue's payment page, where no money moves (decision 0071).
  getDemoPayment: call("/payments", Pay.GetDemoPaymentRequestSchema, Pay.DemoPaymentResponseSchema),
  decideDemoPayment: call("/payments", Pay.DecideDemoPaymentRequestSchema, Pay.DecideDemoPaymentResponseSchema),
  // The news (contract/content.ts) and the enquiry forms' rate limit (contract/rate-limit.ts).
  getNews: call("/news", NewsRequestSchema, NewsResponseSchema),
  hitRateLimit: call("/ratelimit", HitRateLimitRequestSchema, HitRateLimitResponseSchema),
  // Customer accounts (contract/accounts.ts).
  signIn: call("/account", SignInRequestSchema, SignInResponseSchema),
  signOut: call("/account", SignOutRequestSchema, EmptyResponseSchema),
  getAccount: call("/account", GetAccountRequestSchema, GetAccountResponseSchema),
  requestPasswordReset: call("/account", RequestPasswordResetRequestSchema, EmptyResponseSchema),
  setPassword: call("/account", SetPasswordRequestSchema, SetPasswordResponseSchema),
  changePassword: call("/account", ChangePasswordRequestSchema, ChangePasswordResponseSchema),
  changeEmail: call("/account", ChangeEmailRequestSchema, ChangeEmailResponseSchema),
  signOutOthers: call("/account", SignOutOthersRequestSchema, SignOutOthersResponseSchema),
  getEmailChange: call("/account", GetEmailChangeRequestSchema, GetEmailChangeResponseSchema),
  confirmEmailChange: call("/account", ConfirmEmailChangeRequestSchema, ConfirmEmailChangeResponseSchema),
  getAddresses: call("/account", GetAddressesRequestSchema, GetAddressesResponseSchema),
  saveAddress: call("/account", SaveAddressRequestSchema, SaveAddressResponseSchema),
  deleteAddress: call("/account", DeleteAddressRequestSchema, EmptyResponseSchema),
  updateSettings: call("/account", UpdateSettingsRequestSchema, GetAccountResponseSchema),
  // The people of a trade company, managed by its admins (contract/team.ts).
  getTeam: call("/account", Team.GetTeamRequestSchema, Team.GetTeamResponseSchema),
  invitePerson: call("/account", Team.InvitePersonRequestSchema, Team.TeamPersonResponseSchema),
  setPersonRole: call("/account", Team.SetPersonRoleRequestSchema, Team.TeamPersonResponseSchema),
  removePerson: call("/account", Team.RemovePersonRequestSchema, EmptyResponseSchema),
  setTeamSettings: call("/account", Team.SetTeamSettingsRequestSchema, Team.GetTeamResponseSchema),
  setPersonLimits: call("/account", Team.SetPersonLimitsRequestSchema, Team.TeamPersonResponseSchema),
  // The customer's own orders and ledger (contract/account-orders.ts).
  getOrderHistory: call("/account/orders", GetOrderHistoryRequestSchema, OrderHistoryResponseSchema),
  getAccountOrder: call("/account/orders", GetAccountOrderRequestSchema, AccountOrderResponseSchema),
  getOrderStatusReport: call("/account/orders", GetOrderStatusReportRequestSchema, OrderStatusReportResponseSchema),
  getLedger: call("/account/orders", GetLedgerRequestSchema, LedgerResponseSchema),
  // Orders awaiting a company admin's approval (contract/approvals.ts).
  getApprovals: call("/account/orders", Approvals.GetApprovalsRequestSchema, Approvals.GetApprovalsResponseSchema),
  approveOrder: call("/account/orders", Approvals.ApproveOrderRequestSchema, Approvals.ApprovalDecisionResponseSchema),
  rejectOrder: call("/account/orders", Approvals.RejectOrderRequestSchema, Approvals.ApprovalDecisionResponseSchema),
  // A company's quotes (contract/quotes.ts).
  ...QUOTE_CALLS,
  /** The answer is a file (ErpTransport.download); the response schema is what comes with its bytes. */
  exportPriceList: call(PRICE_LIST_PATH, ExportPriceListRequestSchema, PriceListFileSchema),
  applyForAccount: call(APPLICATIONS_PATH, ApplyForAccountRequestSchema, ApplyForAccountResponseSchema),
  submitWarrantyClaim: call(WARRANTY_PATH, SubmitWarrantyClaimRequestSchema, SubmitWarrantyClaimResponseSchema),
  // The claimant's page from the office's mail, and the signed-in customer's claims (contract/claim-status.ts).
  getClaimStatus: call(WARRANTY_PATH, GetClaimStatusRequestSchema, GetClaimStatusResponseSchema),
  getAccountClaims: call(WARRANTY_PATH, GetAccountClaimsRequestSchema, GetAccountClaimsResponseSchema),
  // Carriers, delivery times, cut-off, shipping costs and payment methods (contract/delivery.ts).
  getDeliveryFacts: call(DELIVERY_PATH, GetDeliveryFactsRequestSchema, GetDeliveryFactsResponseSchema),
  // The sitemap's products and news posts in keyset pages (contract/sitemap.ts).
  getSitemapParts: call(SITEMAP_PATH, GetSitemapPartsRequestSchema, GetSitemapPartsResponseSchema),
  getSitemapEntries: call(SITEMAP_PATH, GetSitemapEntriesRequestSchema, GetSitemapEntriesResponseSchema),
  // The office's staff: invitation, sign-in with a second factor, sessions, roles and the audit log (contract/staff.ts).
  getStaffInvite: call(OFFICE_PATH, GetStaffInviteRequestSchema, GetStaffInviteResponseSchema),
  enrolStaff: call(OFFICE_PATH, EnrolStaffRequestSchema, EnrolStaffResponseSchema),
  staffSignIn: call(OFFICE_PATH, StaffSignInRequestSchema, StaffSignInResponseSchema),
  getStaffSession: call(OFFICE_PATH, GetStaffSessionRequestSchema, GetStaffSessionResponseSchema),
  staffSignOut: call(OFFICE_PATH, StaffSignOutRequestSchema, EmptyResponseSchema),
  renewRecoveryCodes: call(OFFICE_PATH, RenewRecoveryCodesRequestSchema, RenewRecoveryCodesResponseSchema),
  listStaff: call(OFFICE_PATH, ListStaffRequestSchema, ListStaffResponseSchema),
  inviteStaff: call(OFFICE_PATH, InviteStaffRequestSchema, InviteStaffResponseSchema),
  setStaffRoles: call(OFFICE_PATH, SetStaffRolesRequestSchema, StaffMemberResponseSchema),
  disableStaff: call(OFFICE_PATH, DisableStaffRequestSchema, StaffMemberResponseSchema),
  getAuditLog: call(OFFICE_PATH, GetAuditLogRequestSchema, GetAuditLogResponseSchema),
  // The office's orders: list, CSV export (a file: ErpTransport.download), one order and the desk's actions (contract/office-orders.ts).
  listOfficeOrders: call(OFFICE_PATH, ListOfficeOrdersRequestSchema, ListOfficeOrdersResponseSchema),
  exportOfficeOrders: call(OFFICE_PATH, ExportOfficeOrdersRequestSchema, OfficeFileSchema),
  getOfficeOrder: call(OFFICE_PATH, GetOfficeOrderRequestSchema, OfficeOrderResponseSchema),
  markOrderPaid: call(OFFICE_PATH, MarkOrderPaidRequestSchema, OfficeOrderActionResponseSchema),
  shipOrder: call(OFFICE_PATH, ShipOrderRequestSchema, OfficeOrderActionResponseSchema),
  cancelOfficeOrder: call(OFFICE_PATH, CancelOfficeOrderRequestSchema, OfficeOrderActionResponseSchema),
  recordRefund: call(OFFICE_PATH, RecordRefundRequestSchema, OfficeOrderActionResponseSchema),
  resendOrderConfirmation: call(OFFICE_PATH, ResendOrderConfirmationRequestSchema, OfficeOrderActionResponseSchema),
  // The office's customers and applications (contract/office-customers.ts).
  listOfficeCustomers: call(OFFICE_PATH, ListOfficeCustomersRequestSchema, ListOfficeCustomersResponseSchema),
  getOfficeCustomer: call(OFFICE_PATH, GetOfficeCustomerRequestSchema, OfficeCustomerResponseSchema),
  listApplicants: call(OFFICE_PATH, ListApplicantsRequestSchema, ListApplicantsResponseSchema),
  decideApplication: call(OFFICE_PATH, DecideApplicationRequestSchema, OfficeCustomerActionResponseSchema),
  setCustomerPriceLevel: call(OFFICE_PATH, SetCustomerPriceLevelRequestSchema, OfficeCustomerActionResponseSchema),
  setCustomerTerms: call(OFFICE_PATH, SetCustomerTermsRequestSchema, OfficeCustomerActionResponseSchema),
  setCustomerStatus: call(OFFICE_PATH, SetCustomerStatusRequestSchema, OfficeCustomerActionResponseSchema),
  sendPasswordLink: call(OFFICE_PATH, SendPasswordLinkRequestSchema, OfficeCustomerActionResponseSchema),
  // The office's warranty claims: list, one claim, a picture's bytes, the decision (contract/office-claims.ts).
  listOfficeClaims: call(OFFICE_PATH, ListOfficeClaimsRequestSchema, ListOfficeClaimsResponseSchema),
  getOfficeClaim: call(OFFICE_PATH, GetOfficeClaimRequestSchema, OfficeClaimResponseSchema),
  getClaimPicture: call(OFFICE_PATH, GetClaimPictureRequestSchema, ClaimPictureResponseSchema),
  decideClaim: call(OFFICE_PATH, DecideClaimRequestSchema, DecideClaimResponseSchema),
  // The office's quotes: list, one quote, the answer, a message (contract/office-quotes.ts).
  ...OFFICE_QUOTE_CALLS,
  // The company's own data: the seller record (contract/office-company.ts, contract/seller.ts).
  getCompanyData: call(OFFICE_PATH, GetCompanyDataRequestSchema, GetCompanyDataResponseSchema),
  setSellerCompany: call(OFFICE_PATH, SetSellerCompanyRequestSchema, SetSellerCompanyResponseSchema),
  setSellerOffice: call(OFFICE_PATH, SetSellerOfficeRequestSchema, SetSellerOfficeResponseSchema),
  setBankAccount: call(OFFICE_PATH, SetBankAccountRequestSchema, BankAccountResponseSchema),
  removeBankAccount: call(OFFICE_PATH, RemoveBankAccountRequestSchema, RemovedResponseSchema),
  setVatRegistration: call(OFFICE_PATH, SetVatRegistrationRequestSchema, VatRegistrationResponseSchema),
  endVatRegistration: call(OFFICE_PATH, EndVatRegistrationRequestSchema, RemovedResponseSchema),
  // The office's content: news posts, slides, the marquee and their pictures (contract/office-content.ts).
  listContentNews: call(OFFICE_PATH, ListContentNewsRequestSchema, ListContentNewsResponseSchema),
  getContentNews: call(OFFICE_PATH, GetContentNewsRequestSchema, ContentNewsResponseSchema),
  saveContentNews: call(OFFICE_PATH, SaveContentNewsRequestSchema, ContentNewsResponseSchema),
  previewContentNews: call(OFFICE_PATH, PreviewContentNewsRequestSchema, PreviewContentNewsResponseSchema),
  deleteContentNews: call(OFFICE_PATH, DeleteContentNewsRequestSchema, DeletedResponseSchema),
  listContentSlides: call(OFFICE_PATH, ListContentSlidesRequestSchema, ListContentSlidesResponseSchema),
  saveContentSlide: call(OFFICE_PATH, SaveContentSlideRequestSchema, ContentSlideResponseSchema),
  deleteContentSlide: call(OFFICE_PATH, DeleteContentSlideRequestSchema, DeletedResponseSchema),
  getContentMarquee: call(OFFICE_PATH, GetContentMarqueeRequestSchema, GetContentMarqueeResponseSchema),
  saveContentMarquee: call(OFFICE_PATH, SaveContentMarqueeRequestSchema, ContentMarqueeResponseSchema),
  uploadContentPicture: call(OFFICE_PATH, UploadContentPictureRequestSchema, UploadContentPictureResponseSchema),
  // The catalogue import: a file checked or applied whole (contract/office-import.ts).
  importCatalogue: call(OFFICE_PATH, ImportCatalogueRequestSchema, ImportCatalogueResponseSchema),
} as const;
export type CallName = keyof typeof Calls;
/** Omit over each member of a union (a call's request may be one), not over their common keys. */
export type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type CallRequest<N extends CallName> = z.input<(typeof Calls)[N]["request"]>;
export type CallResponse<N extends CallName> = z.infer<(typeof Calls)[N]["response"]>;
/** The calls answered by a file's bytes, not JSON (erp/http.ts isDownload; ErpTransport.download). */
export type FileCallName = "exportPriceList" | "exportOfficeOrders";

// Calls answered by GET, outside the table: GET /source/{source}, GET /bank-accounts/{seller}
// (contract/region.ts), GET /seller/{region} (SellerRecordSchema, contract/seller.ts), GET /marquee/{source}, GET /slider/{source} (contract/content.ts), GET
// /media/..., GET /api/pdf/transactions/{id} (OrderPdfParamsSchema, contract/orders.ts).

/** The e-mail endpoints (transactions.md section 7): path -> request schema; each answers EmailResponseSchema. */
export const EMAIL_PATHS = {
  "/email/contact-general": ContactGeneralRequestSchema,
  "/email/contact-dealer": ContactDealerRequestSchema,
  "/email/enquiry-form": EnquiryFormRequestSchema,
  "/email/quick-contact-form": QuickContactRequestSchema,
} as const;
export type EmailPath = keyof typeof EMAIL_PATHS;
