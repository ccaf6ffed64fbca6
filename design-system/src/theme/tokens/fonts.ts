import { defineTokens } from "@chakra-ui/react";

/** The operating system's own fonts: nothing is downloaded, no web font, no CDN. */
const systemSans = [
  "system-ui",
  "-apple-system",
  "BlinkMacSystemFont",
  '"Segoe UI"',
  "Roboto",
  '"Helvetica Neue"',
  '"Noto Sans"',
  '"Liberation Sans"',
  "Arial",
  "sans-serif",
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
  '"Noto Color Emoji"',
].join(", ");

const systemMono = [
  "ui-monospace",
  "SFMono-Regular",
  "Menlo",
  "Consolas",
  '"Liberation Mono"',
  "monospace",
].join(", ");

export const fonts = defineTokens.fonts({
  heading: { value: systemSans },
  body: { value: systemSans },
  mono: { value: systemMono },
});
