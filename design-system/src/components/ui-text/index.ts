export { defaultUiText, UiTextProvider, useUiText, type UiText } from "./ui-text";
