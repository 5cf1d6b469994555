/** The checkout form's id: the promo box, the terms checkbox and the order button outside it name it. */
export const CHECKOUT_FORM_ID = "checkout";
