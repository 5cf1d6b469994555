import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "@remix-run/react";

/** The document of the bare page: what every Remix 2 app renders, nothing more. */
export default function App() {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <Outlet />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}
