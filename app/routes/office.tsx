/**
 * The office's layout (issue 38): every page under it needs a staff session, checked with the ERP
 * on each request (which also counts as activity: a session ends after 30 idle minutes). Its data
 * (who is signed in, their roles) is what the office header shows (app/components/office-header.tsx).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { officeRequest } from "../.server/office.ts";
import { OfficeShell, OfficeShellErrorBoundary } from "../components/office-shell.tsx";
import { officeHeaders, officeLinks } from "../lib/office-meta.ts";

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { call, staff } = await officeRequest(request, load);
  const session = await call("getStaffSession", {});
  return {
    staff: {
      name: session.staff.name,
      email: session.staff.email,
      roles: session.staff.roles,
    },
    expires: session.expires,
    recoveryLeft: staff.recoveryLeft,
  };
}

export const headers = officeHeaders;
export const links = officeLinks;

export default function OfficeLayout() {
  return (
    <OfficeShell>
      <Outlet />
    </OfficeShell>
  );
}

export const ErrorBoundary = OfficeShellErrorBoundary;
