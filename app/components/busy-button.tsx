/** The primary submit button of a page's form, busy (aria-busy) while the page is submitting. */
import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

export function BusyButton({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  return (
    <button type="submit" className="button button-primary" aria-busy={navigation.state === "submitting"}>
      {children}
    </button>
  );
}
