import * as designSystem from "./index";
import type {
  BreakpointName,
  ColorMode,
  LogoProps,
  LogoSize,
  PageContainerProps,
  ProviderProps,
  ThemeBadgeProps,
  ThemeColorToken,
  ThemeType,
} from "./index";

/** The exported types: type-checking fails if one leaves the API. */
type _PublicTypes = [
  BreakpointName,
  ColorMode,
  LogoProps,
  LogoSize,
  PageContainerProps,
  ProviderProps,
  ThemeBadgeProps,
  ThemeColorToken,
  ThemeType,
];

test("the public API is exactly these exports", () => {
  expect(Object.keys(designSystem).sort()).toMatchInlineSnapshot(`
   [
     "Logo",
     "MOBILE_MODAL_MAX_WIDTH",
     "PageContainer",
     "Provider",
     "ThemeBadge",
     "breakpointPx",
     "breakpoints",
     "config",
     "semanticTokens",
     "system",
     "themeColorByType",
     "themeTypes",
     "tokens",
   ]
  `);
});
