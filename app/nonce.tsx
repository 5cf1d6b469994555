import { createContext, useContext } from "react";

/** The per-request CSP nonce; empty in the browser, where nonces are hidden from the DOM. */
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
