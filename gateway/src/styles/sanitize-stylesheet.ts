/**
 * The white-label rule for untrusted CSS from the upstream: a stylesheet is parsed with a real
 * CSS parser (css-tree) and only what cannot reach another host, run script or leave its
 * <style> element is kept. Dropped: at-rules other than @media, @supports, @container, @layer,
 * @font-face and @keyframes (so @import, @charset, @namespace, @document…); declarations of
 * behavior / -moz-binding; declarations whose url(), image-set(), src() or image() points
 * anywhere but a relative same-origin path or a data:image/(png|jpeg|gif|webp) URI;
 * expression(); any rule or declaration mentioning javascript:, vbscript: or expression( once
 * CSS escapes and comments are decoded away; anything holding `</style` or `<!--`; comments.
 * Every remaining `<` is written as the escape `\3c `, so the output cannot close a <style>
 * element. Rules whose selector does not parse are dropped (browsers ignore them too).
 * Stylesheets over MAX_STYLESHEET_INPUT are refused whole; the output keeps whole
 * top-level rules up to MAX_STYLESHEET_OUTPUT. Everything else is kept as written.
 */
import { generate, parse, walk, type CssNode, type List } from "css-tree";

/** Largest stylesheet parsed at all (characters). */
export const MAX_STYLESHEET_INPUT = 256 * 1024;
/** Largest sanitised stylesheet (characters); whole top-level rules past it are dropped. */
export const MAX_STYLESHEET_OUTPUT = 64 * 1024;

export interface SanitizedStylesheet {
  /** The safe CSS. */
  css: string;
  /** What was removed and why, one short line each (for the log; never shown to travellers). */
  removed: string[];
}

const ALLOWED_AT_RULES = new Set([
  "media",
  "supports",
  "container",
  "layer",
  "font-face",
  "keyframes",
  "-webkit-keyframes",
]);
const BANNED_PROPERTIES = new Set(["behavior", "-ms-behavior", "-moz-binding", "binding"]);
/** Functions whose string arguments are URLs. */
const URL_FUNCTIONS = new Set([
  "url",
  "src",
  "image",
  "image-set",
  "-webkit-image-set",
  "cross-fade",
  "-webkit-cross-fade",
]);
const SAFE_DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp)[;,]/i;
/** What may not appear anywhere once escapes, comments and whitespace are gone. */
const FORBIDDEN_TEXT = /javascript:|vbscript:|livescript:|expression\(|-moz-binding|<\/style|<!--/;
/** What may not appear in text the parser left unparsed (a Raw node). */
const FORBIDDEN_RAW = /url\(|image-set\(|src\(|image\(|@import|\\/;

/** Decodes CSS escapes (`\6a `, `\"`) and drops escaped newlines. */
export function decodeCssEscapes(text: string): string {
  return text.replace(
    /\\(?:([0-9a-fA-F]{1,6})[ \t\n\f]?|\r\n|([\s\S]))/g,
    (match, hex: string | undefined, char: string | undefined) => {
      if (hex !== undefined) {
        const code = parseInt(hex, 16);
        const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
        return valid ? String.fromCodePoint(code) : "\ufffd";
      }
      if (
        char === undefined ||
        char === "\n" ||
        char === "\r" ||
        char === "\f" ||
        match === "\\\r\n"
      )
        return "";
      return char;
    },
  );
}

/** The text as a browser would match it: escapes decoded, comments, whitespace and controls gone, lower case. */
function normalised(text: string): string {
  return (
    decodeCssEscapes(text)
      .replace(/\/\*[\s\S]*?\*\//g, "")
      // eslint-disable-next-line no-control-regex -- controls are what is stripped
      .replace(/[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g, "")
      .toLowerCase()
  );
}

/** Why `text` may not be kept, or null. */
function forbiddenText(text: string): string | null {
  const match = FORBIDDEN_TEXT.exec(normalised(text));
  return match ? `forbidden ${match[0]}` : null;
}

/** Whether a URL stays on this origin (a relative path) or is a safe inline image. */
export function isAllowedUrl(raw: string): boolean {
  // browsers ignore tabs and newlines in URLs and treat "\" like "/"
  // eslint-disable-next-line no-control-regex -- controls are what is stripped
  const url = raw.replace(/[\u0000-\u0020\u007f]/g, "");
  if (SAFE_DATA_IMAGE.test(url)) return true;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return false; // any scheme: http:, javascript:, data:text…
  if (/^[/\\]{2}/.test(url)) return false; // protocol-relative: another host
  return true;
}

const name = (raw: string) => decodeCssEscapes(raw).toLowerCase();

/** Why a declaration's value may not be kept, or null. */
function unsafeValue(value: CssNode): string | null {
  let reason: string | null = null;
  walk(value, {
    enter(node: CssNode) {
      if (reason !== null) return;
      if (node.type === "Url" && !isAllowedUrl(node.value)) reason = `url(${node.value})`;
      else if (node.type === "Function") {
        const fn = name(node.name);
        if (fn === "expression") reason = "expression()";
        else if (URL_FUNCTIONS.has(fn))
          node.children.forEach((arg) => {
            if (reason === null && arg.type === "String" && !isAllowedUrl(arg.value))
              reason = `${fn}("${arg.value}")`;
            if (reason === null && arg.type === "Raw") reason = `${fn}(…) not understood`;
          });
      } else if (node.type === "Raw" && FORBIDDEN_RAW.test(normalised(node.value)))
        reason = `unparsed ${node.value.slice(0, 40)}`;
    },
  });
  return reason;
}

/** Why a declaration may not be kept, or null. */
function unsafeDeclaration(node: CssNode & { type: "Declaration" }): string | null {
  const property = name(node.property);
  if (BANNED_PROPERTIES.has(property)) return `property ${property}`;
  return unsafeValue(node.value) ?? forbiddenText(generate(node));
}

/** Keeps the safe children of a stylesheet or block, recording what it drops. */
function cleanList(list: List<CssNode>, removed: string[]): List<CssNode> {
  return list.filter((node) => {
    if (node.type === "Comment") return false;
    const reason = unsafeNode(node, removed);
    if (reason !== null && reason !== "") removed.push(reason);
    return reason === null;
  });
}

/** Why a node may not be kept (null: keep it, its blocks cleaned; "": drop it without a reason). */
function unsafeNode(node: CssNode, removed: string[]): string | null {
  switch (node.type) {
    case "Declaration":
      return unsafeDeclaration(node);
    case "Atrule": {
      const at = name(node.name);
      if (!ALLOWED_AT_RULES.has(at)) return `@${at}`;
      const prelude = node.prelude ? generate(node.prelude) : "";
      if (node.prelude) {
        const inPrelude = unsafeValue(node.prelude) ?? forbiddenText(prelude);
        if (inPrelude !== null) return `@${at} ${inPrelude}`;
      }
      if (node.block) node.block.children = cleanList(node.block.children, removed);
      return null;
    }
    case "Rule": {
      const inSelector = forbiddenText(generate(node.prelude));
      if (inSelector !== null) return `selector with ${inSelector}`;
      // a selector the parser could not read is one no browser applies either
      if (node.prelude.type === "Raw") return "selector not understood";
      const before = node.block.children.size;
      node.block.children = cleanList(node.block.children, removed);
      // a rule left empty by the removals is noise: drop it silently (already reported)
      return before > 0 && node.block.children.isEmpty ? "" : null;
    }
    case "Raw":
      return "text not understood";
    default:
      return null;
  }
}

/** The stylesheet with everything unsafe removed (see the module comment for the rule). */
export function sanitizeStylesheet(css: string): SanitizedStylesheet {
  if (css.length > MAX_STYLESHEET_INPUT)
    return { css: "", removed: [`stylesheet of ${css.length} characters is too large`] };
  const removed: string[] = [];
  const ast = parse(css, {
    parseCustomProperty: true,
    onParseError: () => {
      // the parser recovers by keeping unparsed text as Raw nodes, which are checked
    },
  });
  if (ast.type !== "StyleSheet") return { css: "", removed: ["not a stylesheet"] };
  const kept = cleanList(ast.children, removed);
  let out = "";
  kept.forEach((node) => {
    const text = generate(node).replace(/</g, "\\3c ");
    if (out.length + text.length + 1 > MAX_STYLESHEET_OUTPUT) {
      removed.push("rule past the size limit");
      return;
    }
    out += out === "" ? text : `\n${text}`;
  });
  return { css: out, removed };
}
