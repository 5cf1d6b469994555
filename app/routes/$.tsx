import { RouteErrorBoundary } from "../components/server-error.tsx";

/** Any unknown multi-segment URL: a real 404 in the shop's design. */
export async function loader() {
  throw new Response("", { status: 404 });
}

export default function NotFound() {
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;
