/**
 * The design system's gallery (Storybook, React + Vite). Offline: no telemetry, no addon, no
 * composed remote Storybook, no remote font; `npm run design` serves it, `npm run build -w
 * design-system` builds it into storybook-static, which the gateway serves at /design.
 */
import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  stories: ["../src/**/*.stories.tsx"],
  addons: [],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // @chakra-ui/react's package.json names its own online Storybook, which Storybook would compose
  // into the sidebar (loaded from storybook.chakra-ui.com): the gallery stays offline.
  refs: { "@chakra-ui/react": { disable: true } },
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  // No prop tables: the stories document the components, and docgen is the slowest part of a build.
  typescript: { reactDocgen: false },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    build: {
      ...viteConfig.build,
      rollupOptions: {
        ...viteConfig.build?.rollupOptions,
        onwarn(warning, warn) {
          // React libraries mark their modules "use client"; that means nothing in a client bundle.
          if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
          warn(warning);
        },
      },
    },
  }),
};

export default config;
