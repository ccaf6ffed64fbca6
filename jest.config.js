const { availableParallelism } = require("node:os");

// One Jest run over every package. Server packages run in node; the web app and the design
// system run in jsdom (jest-fixed-jsdom restores fetch, Response, TextEncoder...).
// Browser tests in tests/e2e have their own config (tests/jest.config.js).
const swc = [
  "@swc/jest",
  {
    module: { type: "commonjs" },
    jsc: {
      parser: { syntax: "typescript", tsx: true },
      target: "es2022",
      transform: { react: { runtime: "automatic" } },
    },
  },
];
const transform = { "^.+\\.[cm]?[tj]sx?$": swc };

/** @type {import('jest').Config['projects']} */
const projects = [
  {
    displayName: "schema",
    rootDir: "schema",
    testEnvironment: "node",
    transform,
  },
  {
    displayName: "service-kit",
    rootDir: "service-kit",
    testEnvironment: "node",
    transform,
  },
  {
    displayName: "upstream",
    rootDir: "upstream",
    testEnvironment: "node",
    transform,
    // the prepared database that tests starting the upstream copy, made once before them
    globalSetup: "<rootDir>/src/testing/jest-global-setup.ts",
    // PGlite's CommonJS build calls import(); swc turns it into require() for Jest's vm.
    transformIgnorePatterns: [],
  },
  {
    displayName: "gateway",
    rootDir: "gateway",
    testEnvironment: "node",
    transform,
    transformIgnorePatterns: [],
    // 30 s a test: on a busy two-core machine a gateway test's requests can take seconds
    setupFilesAfterEnv: ["<rootDir>/../tests/support/jest-timeouts.ts"],
  },
  {
    displayName: "design-system",
    rootDir: "design-system",
    testEnvironment: "jest-fixed-jsdom",
    transform,
    transformIgnorePatterns: [],
    setupFilesAfterEnv: ["<rootDir>/../web/src/testing/setup-dom.ts"],
  },
  {
    displayName: "web",
    rootDir: "web",
    testEnvironment: "jest-fixed-jsdom",
    transform,
    transformIgnorePatterns: [],
    setupFilesAfterEnv: ["<rootDir>/src/testing/setup-dom.ts"],
    moduleNameMapper: {
      "\\.(css|svg|png)$": "<rootDir>/src/testing/file-stub.ts",
      // the design system from source, as web/vite.config.ts and web/tsconfig.json take it
      "^@travel/design-system$": "<rootDir>/../design-system/src/index.ts",
    },
  },
  {
    displayName: "integration",
    rootDir: "tests",
    testEnvironment: "node",
    transform,
    globalSetup: "<rootDir>/../upstream/src/testing/jest-global-setup.ts",
    setupFilesAfterEnv: ["<rootDir>/support/jest-timeouts.ts"],
    transformIgnorePatterns: [],
    testMatch: ["<rootDir>/integration/**/*.test.ts"],
  },
];

/** @type {import('jest').Config} */
module.exports = {
  // Jest's default on two cores is one worker, which runs every file in its own process on one
  // core (with the upstream and gateway that integration tests start in-process); two workers
  // keep both cores busy. More cores: one worker per core but one, Jest's default.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  projects: projects.map((p) => ({
    testPathIgnorePatterns: ["/node_modules/", "/dist/"],
    ...p,
  })),
};
