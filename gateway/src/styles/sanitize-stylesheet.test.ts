import {
  decodeCssEscapes,
  isAllowedUrl,
  MAX_STYLESHEET_INPUT,
  MAX_STYLESHEET_OUTPUT,
  sanitizeStylesheet,
} from "./sanitize-stylesheet";

const clean = (css: string) => sanitizeStylesheet(css).css;
/** The output as a browser would read it, for checks that must see through escapes. */
const decoded = (css: string) => decodeCssEscapes(clean(css)).toLowerCase().replace(/\s/g, "");

describe("sanitizeStylesheet: hostile input", () => {
  it.each([
    ["@import of a remote sheet", "@import url(http://evil.example/x.css);"],
    ["@import of a string", '@import "http://evil.example/x.css";'],
    ["@import without a scheme", "@import '//evil.example/x.css' screen;"],
    ["escaped @import", "@\\69mport url(http://evil.example/x.css);"],
    ["@import inside @media", "@media screen { @import url(http://evil.example/x.css); }"],
    ["@charset", '@charset "utf-7";'],
    ["@namespace", "@namespace svg url(http://www.w3.org/2000/svg);"],
    ["@-moz-document", "@-moz-document url-prefix() { a { color: red } }"],
    ["remote background", "a { background: url(http://evil.example/a.png) }"],
    ["https background", "a { background-image: url('https://evil.example/a.png') }"],
    ["protocol-relative", 'a { background: url("//evil.example/a.png") }'],
    ["backslash protocol-relative", "a { background: url('\\\\\\\\evil.example/a.png') }"],
    ["slash-backslash", "a { background: url('/\\\\evil.example/a.png') }"],
    ["javascript: url", "a { background: url(javascript:alert(1)) }"],
    ["upper-case JavaScript: url", "a { background: url(JaVaScRiPt:alert(1)) }"],
    ["escaped javascript: url", "a { background: url(\\6a avascript:alert(1)) }"],
    ["escaped javascript: in a string url", 'a { background: url("\\6A\\61vascript:alert(1)") }'],
    ["tab inside javascript:", 'a { background: url("java\\9script:alert(1)") }'],
    ["escaped url function name", "a { background: u\\72l(javascript:alert(1)) }"],
    ["vbscript: url", "a { background: url(vbscript:msgbox(1)) }"],
    ["data:text/html", "a { background: url(data:text/html,<script>alert(1)</script>) }"],
    ["data:image/svg+xml", "a { background: url('data:image/svg+xml,<svg onload=alert(1)>') }"],
    ["expression()", "a { width: expression(alert(1)) }"],
    ["escaped expression()", "a { width: e\\78pression(alert(1)) }"],
    ["upper-case EXPRESSION()", "a { width: EXPRESSION(alert(1)) }"],
    ["commented expression", "a { width: expr/**/ession(alert(1)) }"],
    ["behavior", "a { behavior: url(/x.htc) }"],
    ["escaped behavior", "a { be\\68 avior: url(/x.htc) }"],
    ["-moz-binding", "a { -moz-binding: url('http://evil.example/x.xml#x') }"],
    ["remote image-set", 'a { background: image-set("https://evil.example/a.png" 1x) }'],
    [
      "remote -webkit-image-set",
      "a { background: -webkit-image-set(url(//evil.example/a.png) 1x) }",
    ],
    ["remote font", "@font-face { font-family: X; src: url(https://evil.example/x.woff2) }"],
    ["remote url in a custom property", "a { --bg: url(http://evil.example/a.png) }"],
    ["javascript: in a selector", 'a[href^="javascript:alert(1)"] { color: red }'],
    ["javascript: in content", 'a::after { content: "javascript:alert(1)" }'],
    ["closing style tag in a string", 'a::after { content: "</style><script>alert(1)</script>" }'],
    [
      "closing style tag in a selector",
      '[title="</style><script>alert(1)</script>"] { color: red }',
    ],
    ["html comment opener", 'a::after { content: "<!--" }'],
  ])("drops %s", (_case, css) => {
    const { css: out, removed } = sanitizeStylesheet(css);
    expect(removed.length).toBeGreaterThan(0);
    const seen = decodeCssEscapes(out).toLowerCase().replace(/\s/g, "");
    for (const bad of [
      "@import",
      "@charset",
      "@namespace",
      "javascript:",
      "vbscript:",
      "expression(",
      "evil.example",
      "behavior",
      "binding",
      "data:text",
      "svg",
      "</style",
      "<!--",
    ])
      expect(seen).not.toContain(bad);
    expect(out).not.toMatch(/</);
  });

  it("keeps the benign rules around a hostile one", () => {
    const css = `@import url(http://evil.example/x.css);
.brand { color: #0f766e; }
.hero { background: url(javascript:alert(1)); padding: 4px; }
.box { width: expression(alert(1)); height: 10px; }
@media (min-width: 40em) { .brand { color: teal; } }`;
    const out = clean(css);
    expect(out).toContain(".brand{color:#0f766e}");
    expect(out).toContain(".hero{padding:4px}");
    expect(out).toContain(".box{height:10px}");
    expect(out).toContain("@media (min-width:40em){.brand{color:teal}}");
    expect(decoded(css)).not.toMatch(/javascript|expression|@import/);
  });

  it("lists what it removed", () => {
    expect(
      sanitizeStylesheet("@import url(http://e.example/x.css); a { width: expression(1) }").removed,
    ).toEqual(["@import", "expression()"]);
  });

  it("escapes any < left in strings, so nothing closes the <style> element", () => {
    expect(clean('a::before { content: "a < b" }')).toBe('a::before{content:"a \\3c  b"}');
  });

  it("refuses a stylesheet over the input limit whole", () => {
    const huge = `a { color: red }${" ".repeat(MAX_STYLESHEET_INPUT)}`;
    expect(sanitizeStylesheet(huge)).toEqual({
      css: "",
      removed: [`stylesheet of ${huge.length} characters is too large`],
    });
  });

  it("keeps whole rules up to the output limit", () => {
    const rule = (i: number) => `.r${i} { color: red }`;
    const css = Array.from({ length: 5000 }, (_, i) => rule(i)).join("\n");
    const { css: out, removed } = sanitizeStylesheet(css);
    expect(out.length).toBeLessThanOrEqual(MAX_STYLESHEET_OUTPUT);
    expect(out.endsWith("{color:red}")).toBe(true);
    expect(removed).toContain("rule past the size limit");
  });

  it("drops what does not parse and keeps what follows", () => {
    expect(clean("a { color: red; ] } .ok { color: red }")).toBe("a{color:red}\n.ok{color:red}");
    expect(sanitizeStylesheet("<script>alert(1)</script> .x { color: red }")).toEqual({
      css: "",
      removed: ["selector not understood"],
    });
  });
});

describe("sanitizeStylesheet: benign input survives", () => {
  it.each([
    [
      "colours and custom properties",
      ":root { --wl-accent: #0f766e; } a { color: var(--wl-accent) }",
    ],
    ["attribute hooks", 'html [data-wl-hook="header"] { border-bottom: 3px solid #0f766e }'],
    ["relative image", "a { background: url(/images/logo.png) no-repeat }"],
    ["relative path without a slash", 'a { background-image: url("img/bg.webp") }'],
    ["parent path", "a { background: url(../bg.jpg) }"],
    ["data png", "a { background: url(data:image/png;base64,iVBORw0KGgo=) }"],
    ["data jpeg", "a { background: url('data:image/jpeg;base64,/9j/4AAQ') }"],
    ["relative image-set", 'a { background: image-set("/a.png" 1x, "/a@2x.png" 2x) }'],
    [
      "same-origin font",
      '@font-face { font-family: Brand; src: url(/fonts/brand.woff2) format("woff2") }',
    ],
    ["media query", "@media (max-width: 600px) { .a { display: none } }"],
    ["supports", "@supports (display: grid) { .a { display: grid } }"],
    ["keyframes", "@keyframes pulse { from { opacity: 0 } to { opacity: 1 } }"],
    ["layer", "@layer brand { .a { color: red } }"],
    ["important", ".a { color: red !important }"],
    ["pseudo-classes", "a:hover, a:focus-visible { text-decoration: underline }"],
    ["content string", '.a::after { content: "→ more" }'],
    ["gradient", ".a { background: linear-gradient(90deg, #fff 0%, #0f766e 100%) }"],
    ["child combinator", ".a > .b { margin: 0 }"],
  ])("keeps %s", (_case, css) => {
    const { css: out, removed } = sanitizeStylesheet(css);
    expect(removed).toEqual([]);
    expect(out).not.toBe("");
    // re-sanitising changes nothing: the output is already safe
    expect(clean(out)).toBe(out);
  });

  it("keeps the declarations as written (modulo whitespace)", () => {
    expect(clean("html [data-wl-hook='footer'] { border-top: 3px solid #0f766e; }")).toBe(
      'html [data-wl-hook="footer"]{border-top:3px solid #0f766e}',
    );
  });

  it("gives empty CSS for an empty stylesheet", () => {
    expect(sanitizeStylesheet("")).toEqual({ css: "", removed: [] });
  });
});

describe("isAllowedUrl", () => {
  it.each([
    ["/a.png", true],
    ["a.png", true],
    ["#frag", true],
    ["data:image/gif;base64,R0lGOD", true],
    ["data:image/webp,abc", true],
    ["http://x.example/a.png", false],
    ["HTTPS://x.example/a.png", false],
    ["//x.example/a.png", false],
    ["\\\\x.example/a.png", false],
    [" \tjavascript:alert(1)", false],
    ["java\nscript:alert(1)", false],
    ["data:image/svg+xml,<svg/>", false],
    ["data:text/css,a{}", false],
    ["ftp://x.example/", false],
  ])("%j → %s", (url, allowed) => {
    expect(isAllowedUrl(url)).toBe(allowed);
  });
});

describe("decodeCssEscapes", () => {
  it("decodes hex escapes with their optional space, and escaped characters", () => {
    expect(decodeCssEscapes("\\6a avascript\\3a")).toBe("javascript:");
    expect(decodeCssEscapes('\\"a\\\\b')).toBe('"a\\b');
    expect(decodeCssEscapes("\\0")).toBe("\ufffd");
  });
});
