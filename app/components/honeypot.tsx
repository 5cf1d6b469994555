/**
 * The enquiry forms' honeypot: a decoy field a person never sees (and must leave empty) and the
 * encrypted "valid from" stamp of the minimum fill time (remix-utils' Honeypot, checked in
 * app/.server/enquiry-guard.ts). Written here rather than with remix-utils' HoneypotInputs, whose
 * fixed element ids repeat on a page with two forms and whose `autocomplete="nope"` is not a valid
 * value: the ids here start with the form's own id, and browsers are told `off`.
 */
import { createContext, useContext, type ReactNode } from "react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";

const HoneypotContext = createContext<Partial<HoneypotInputProps>>({});

export function HoneypotProvider({ children, ...props }: Partial<HoneypotInputProps> & { children: ReactNode }) {
  return <HoneypotContext.Provider value={props}>{children}</HoneypotContext.Provider>;
}

export function HoneypotFields({ formId, label }: { formId: string; label: string }) {
  const {
    nameFieldName = "name__confirm",
    validFromFieldName = "from__confirm",
    encryptedValidFrom,
  } = useContext(HoneypotContext);
  const decoy = `${formId}-${nameFieldName}`;
  const stamp = `${formId}-${validFromFieldName}`;
  return (
    <div style={{ display: "none" }} aria-hidden="true">
      <label htmlFor={decoy}>{label}</label>
      <input id={decoy} name={nameFieldName} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
      {validFromFieldName && encryptedValidFrom ? (
        <>
          <label htmlFor={stamp}>{label}</label>
          <input
            id={stamp}
            name={validFromFieldName}
            type="text"
            value={encryptedValidFrom}
            readOnly
            autoComplete="off"
            tabIndex={-1}
          />
        </>
      ) : null}
    </div>
  );
}
