// Import boundaries of the production tree, checked by dependency-cruiser in `npm test`
// (`npm run lint`): no cycle, dynamic import() and type-only imports included, and lib/
// in floors where a folder imports only the floors below it. Relative and "@/" specifiers alike
// are resolved to files first, so neither can slip past.

// lib/'s floors, ground first. A folder may import its own floor and the ones below it.
const FLOORS = [
  ["rules"], // pure rules shared by forms and server
  ["platform"], // env, db, http, log, secrets, i18n, the job queue, clock, shutdown
  ["provider"], // the only code that speaks the provider's protocol
  ["notifications"], // mail, Web Push, Saldo's in-app notices
  ["catalog", "accounts"], // companies, products, rates; users, sessions, sign-in
  ["payments"], // checkout, operations, state machine, reconciler, callbacks, live status, receipts
  ["saved-accounts"], // Mis cuentas: the provider's agenda, reminders, autopay
  ["complaints"],
  ["operator"],
  ["system"], // the composition root: jobs registered, background work, health, retention
  ["client"], // browser-only: fetch, React Query options, live streams
];

const floorOf = (folder) => FLOORS.findIndex((floor) => floor.includes(folder));
const group = (folders) => `^lib/(${folders.join("|")})/`;
const production = "^(app|components|lib)/|^(proxy|instrumentation)\\.ts$|^server\\.mjs$";
const tests = "\\.(test|spec)\\.tsx?$";

const upward = FLOORS.flat()
  .map((folder) => {
    const above = FLOORS.flat().filter((other) => floorOf(other) > floorOf(folder));
    return above.length === 0 ? null : {
      name: `lib-${folder}-floor`,
      comment: `lib/${folder} sits below ${above.join(", ")}: it must not import them.`,
      severity: "error",
      from: { path: group([folder]), pathNot: tests },
      to: { path: group(above) },
    };
  })
  .filter(Boolean);

module.exports = {
  forbidden: [
    {
      name: "no-cycle",
      comment: "Files that import each other in a loop (static, dynamic or type-only).",
      severity: "error",
      from: { path: production, pathNot: tests },
      to: { circular: true, viaOnly: { pathNot: tests } },
    },
    ...upward,
    {
      name: "lib-not-unknown-folder",
      comment: "Every folder of lib/ has a floor in .dependency-cruiser.cjs.",
      severity: "error",
      from: { path: `^lib/(?!(${FLOORS.flat().join("|")})/)[^/]+/` },
      to: {},
    },
    {
      name: "lib-below-pages",
      comment: "lib/ is below the routes and the shared UI.",
      severity: "error",
      from: { path: "^lib/", pathNot: tests },
      to: { path: "^(app|components)/" },
    },
    {
      name: "pay-below-reconcile",
      comment: "Paying never reaches into reconciling: the reconciler re-sends through pay/.",
      severity: "error",
      from: { path: "^lib/payments/pay/" },
      to: { path: "^lib/payments/reconcile/" },
    },
    {
      name: "production-not-tests-or-sandbox",
      comment: "The production tree imports neither test code nor the sandbox (a separate program, reached over HTTP).",
      severity: "error",
      from: { path: production, pathNot: tests },
      to: { path: "^(tests|sandbox|e2e)/" },
    },
    {
      name: "sandbox-apart",
      comment: "The sandbox is the provider seen from outside: it shares no module with the app.",
      severity: "error",
      from: { path: "^sandbox/" },
      to: { path: "^(app|components|lib)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(\\.next|node_modules|scripts/bench/bare)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".mjs", ".js", ".mts", ".d.mts", ".json"],
    },
    moduleSystems: ["es6", "cjs"],
  },
};
