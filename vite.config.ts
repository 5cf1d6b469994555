import { vitePlugin as remix } from "@remix-run/dev";
import fs from "node:fs";
import path from "node:path";
import { defineConfig, type Plugin, type Rollup } from "vite";
import { LANGUAGES } from "./contract/languages.ts";
import { NAMESPACES } from "./app/i18n.ts";
import { localesFolder } from "./app/.server/locale-files.ts";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  server: { port: 3000 },
  // The browser's code minified by Terser (two compress passes) rather than esbuild: 3.3 kB gzip
  // less of the framework on every page, 0.2-0.5 kB of the shop's (docs/perf/2026-11-27-js-budget.md).
  // Its syntax is Vite's default ("modules") but for Chrome and Edge 91 in place of 87 and 88, so
  // that `a?.b` stays as written instead of `null==a?void 0:a.b` (about 0.25 kB gzip of the shop's
  // code on the catalogue page; decision 0064). A browser older than these may not run the scripts
  // and gets the page as it is without JavaScript, which works whole. The server build is not minified.
  build: {
    sourcemap: false,
    ...(isSsrBuild
      ? {}
      : {
          target: ["es2020", "chrome91", "edge91", "firefox78", "safari14"],
          minify: "terser" as const,
          terserOptions: { compress: { passes: 2 } },
        }),
  },
  plugins: [
    browserTranslations(),
    localeFiles(),
    chunkModules(),
    oneServerFile(),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
  ],
}));

/** The framework's packages (tests/build/js-budget.test.ts defines the split and checks it). */
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|@remix-run\/[^/]+|react-router|react-router-dom|turbo-stream)\//;
const isFramework = (id: string) => FRAMEWORK.test(id) || /vite\/preload-helper|commonjsHelpers|\?commonjs-/.test(id);

/**
 * Writes build/client-chunks.json (outside build/client, so never served): for each JavaScript
 * file of the client build, the modules it holds and their rendered size. The JavaScript budget
 * test (tests/build/js-budget.test.ts) uses it to tell the framework's code from the shop's own.
 */
function chunkModules(): Plugin {
  return {
    name: "client-chunk-modules",
    apply: "build",
    outputOptions(options) {
      if (!options.dir || path.basename(options.dir) !== "client") return null;
      // The framework in one file of its own, cached across deploys of the shop's code and never
      // mixed with it (the budget test counts whole files). The shop's modules that the root route
      // imports, which every page loads anyway, in one more ("shell"): one file compresses better
      // than a dozen small ones.
      const rootModule = path.resolve("app/root.tsx");
      // Leaf modules of a few hundred bytes that most pages use: as files of their own they cost
      // more (a request, gzip's header, import and export lines) than their code (issue 25).
      const smallShared = ["app/components/json-ld.tsx", "app/components/error-list.tsx"].map((m) => path.resolve(m));
      // The form kit in one file: every page with a send form (basket, contact, the enquiry dialogs,
      // warranty, apply) loads it and the honeypot together, one file fewer on the pages nearest the
      // budget; the account's forms, which have no honeypot, carry its 0.2 kB.
      const formKit = [
        "app/lib/server-form.ts",
        "app/components/server-form.tsx",
        "app/components/form-fields.tsx",
        "app/components/honeypot.tsx",
      ].map((m) => path.resolve(m));
      // The catalogue's URL helpers and the contract's browser-side lists they build on, in one file:
      // apart, the lists were a 0.2 kB file of their own on the catalogue page (issue 44).
      const catalogueKit = ["contract/wire-constants.ts", "app/lib/catalogue.ts", "app/lib/vehicle-fields.ts"].map(
        (m) => path.resolve(m),
      );
      let shell: Set<string> | null = null;
      const manualChunks: Rollup.GetManualChunk = (id, { getModuleInfo }) => {
        if (isFramework(id)) return "framework";
        if (!shell) {
          shell = new Set();
          const queue = [...(getModuleInfo(rootModule)?.importedIds ?? [])];
          for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
            if (shell.has(next) || isFramework(next) || next === rootModule) continue;
            shell.add(next);
            queue.push(...(getModuleInfo(next)?.importedIds ?? []));
          }
        }
        if (shell.has(id) || smallShared.includes(id) || id.endsWith("/remix-utils/build/react/use-hydrated.js"))
          return "shell";
        if (catalogueKit.includes(id)) return "catalogue";
        return formKit.includes(id) ? "forms" : undefined;
      };
      // No `import "./chunk.js"` lines for the imports of imports: Remix preloads a route's whole
      // import tree (<link rel="modulepreload">, from the Vite manifest), so they only added bytes.
      return { ...options, manualChunks, hoistTransitiveImports: false };
    },
    generateBundle(options, bundle) {
      if (!options.dir || path.basename(options.dir) !== "client") return;
      const root = process.cwd();
      const chunks: Record<
        string,
        { modules: { id: string; length: number }[]; imports: string[]; dynamicImports: string[] }
      > = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        chunks[output.fileName] = {
          modules: Object.entries(output.modules).map(([id, module]) => ({
            id: path.relative(root, id.replace(/^\0/, "").split("?")[0]!),
            length: module.renderedLength,
          })),
          imports: output.imports,
          dynamicImports: output.dynamicImports,
        };
      }
      fs.mkdirSync(path.dirname(options.dir), { recursive: true });
      fs.writeFileSync(path.join(path.dirname(options.dir), "client-chunks.json"), JSON.stringify({ chunks }, null, 1));
    },
  };
}

/**
 * In the browser build, app/translations.client.ts stands in for app/locales.ts: the browser gets
 * only the translations its page uses, never every language's (issue 25, decision 0040).
 */
function browserTranslations(): Plugin {
  const server = path.resolve("app/locales.ts");
  const browser = path.resolve("app/translations.client.ts");
  return {
    name: "browser-translations",
    enforce: "pre",
    resolveId(source, importer, options) {
      if (options?.ssr || !importer || !source.endsWith("locales.ts")) return null;
      return path.resolve(path.dirname(importer.split("?")[0]!), source) === server ? browser : null;
    },
  };
}

/**
 * The server build stays one file (build/server/index.js) when the browser's code is split by
 * dynamic imports (the product page's tabs, React.lazy): the server renders those at once anyway,
 * and the server, the budget test and the bench read that one file.
 */
function oneServerFile(): Plugin {
  return {
    name: "one-server-file",
    apply: "build",
    outputOptions(options) {
      if (!options.dir || path.basename(options.dir) !== "server") return null;
      return { ...options, inlineDynamicImports: true };
    },
  };
}

/**
 * The translation files for the browser (app/translations.client.ts loads those a page names, and
 * any other namespace when it needs it): each locales/{lng}/{ns}.json minified into the build's
 * assets, in the folder app/.server/locale-files.ts names by a hash of all of them, so they are
 * cached as immutable as the other assets and a deploy with changed texts gets a new folder. The
 * browser knows the folder from one constant, __LOCALES_PATH__, where a map of 24 dynamic imports
 * used to be (the JavaScript budget); the server names the same folder in every page.
 */
function localeFiles(): Plugin {
  const dir = path.resolve("locales");
  // Minified as it is sent: the JSON parsed and written again without spaces.
  const text = (lng: string, ns: string) =>
    JSON.stringify(JSON.parse(fs.readFileSync(path.join(dir, lng, `${ns}.json`), "utf8")));
  const folder = localesFolder(text);
  return {
    name: "locale-files",
    config: () => ({ define: { __LOCALES_PATH__: JSON.stringify(folder) } }),
    generateBundle(options) {
      if (!options.dir || path.basename(options.dir) !== "client") return;
      for (const lng of LANGUAGES)
        for (const ns of NAMESPACES)
          this.emitFile({ type: "asset", fileName: `${folder.slice(1)}/${lng}/${ns}.json`, source: text(lng, ns) });
    },
  };
}
