/**
 * The office's page shell (issue 38): its header and the main region with the one-time notice.
 * The root layout leaves an office page's chrome to its routes, so the office header is loaded by
 * the office's pages only, never by the shop's (the JavaScript budget of decision 0040).
 */
import { NoticeBanner } from "./notice.tsx";
import { OfficeErrorBoundary } from "./office-error.tsx";
import { OfficeHeader } from "./office-header.tsx";

export function OfficeShell({ children }: { children: React.ReactNode }) {
  return (
    <>
      <OfficeHeader />
      <main id="main" tabIndex={-1}>
        <NoticeBanner />
        {children}
      </main>
    </>
  );
}

/** The error boundary of a route that draws the shell itself (the layout, sign-in, enrolment). */
export function OfficeShellErrorBoundary() {
  return (
    <OfficeShell>
      <OfficeErrorBoundary />
    </OfficeShell>
  );
}
