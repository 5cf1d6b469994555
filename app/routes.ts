import { route, type RouteConfig } from "@remix-run/route-config";
import { flatRoutes } from "@remix-run/fs-routes";

/**
 * The routes of app/routes (file names, Remix's flat routes), and /stock-clearance: the catalogue
 * screen of the parts on clearance, the same module as /catalogue (app/.server/catalogue.ts tells
 * them apart by the path), so that the browser loads one file for both.
 */
export default [
  ...(await flatRoutes()),
  route("stock-clearance/:brand?", "routes/catalogue.($brand).tsx", { id: "routes/stock-clearance.($brand)" }),
] satisfies RouteConfig;
