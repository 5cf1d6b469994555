import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

export const meta: MetaFunction = () => [
  { title: "Bare page" },
  { name: "description", content: "The framework's floor" },
];

/** One loader, as small as a loader gets. */
export function loader() {
  return { served: new Date().toISOString() };
}

export default function Index() {
  const { served } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Bare page</h1>
      <p>Served at {served}.</p>
    </main>
  );
}
