/** Every CSS rule emotion inserted into the document, as text. */
export function pageCss(): string {
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
    .join("\n");
}

/** Every `property: value` declaration of `property` in the document's CSS. */
export function declarationsOf(property: string): string[] {
  const escaped = property.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return pageCss().match(new RegExp(`(?<![\\w-])${escaped}: [^;}]+`, "g")) ?? [];
}
