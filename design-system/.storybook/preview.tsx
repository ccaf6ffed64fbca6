import type { Preview } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { Provider } from "../src";

/** Phone and desktop widths the product is designed for, plus the breakpoints' edges. */
const viewports = {
  phone: { name: "Phone (375)", styles: { width: "375px", height: "812px" }, type: "mobile" },
  desktop: {
    name: "Desktop (1280)",
    styles: { width: "1280px", height: "800px" },
    type: "desktop",
  },
} as const;

const preview: Preview = {
  parameters: {
    layout: "fullscreen",
    viewport: { options: viewports },
    controls: { disable: true },
    actions: { disable: true },
  },
  globalTypes: {
    colorMode: {
      description: "Colour mode of the design system",
      toolbar: {
        title: "Colour mode",
        icon: "mirror",
        items: [
          { value: "light", title: "Light" },
          { value: "dark", title: "Dark" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { colorMode: "light" },
  // Every story inside the product's Chakra system, as the web app's AppProvider gives it.
  decorators: [
    (Story, context) => (
      <Provider colorMode={context.globals.colorMode === "dark" ? "dark" : "light"}>
        <Box bg="bg" color="fg" minH="100vh" p={{ base: "4", md: "6" }}>
          <Story />
        </Box>
      </Provider>
    ),
  ],
};

export default preview;
