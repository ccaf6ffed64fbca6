import { chromium } from "playwright-core";
const base = "http://localhost:4710";
const [, , path, width, name, lang] = process.argv;
(async () => {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
  const context = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
  if (lang) await context.addCookies([{ name: "language", value: lang, url: base }]);
  const page = await context.newPage();
  page.on("response", async (r) => { if (r.status() >= 400) console.log("resp:", r.status(), r.url(), (await r.text()).slice(0, 600)); });
  page.on("console", (m) => { if (m.type() === "error") console.log("console:", m.text()); });
  await page.goto(base + path);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  const h = await page.evaluate(() => document.body.scrollHeight);
  await page.screenshot({ path: `/tmp/wsearch-shots/${name}.png`, fullPage: true, clip: { x: 0, y: 0, width: Number(width), height: Math.min(h, Number(width) < 500 ? 1700 : 3000) } });
  console.log(await page.locator("main").innerText().then((t) => t.slice(0, 1500)));
  await browser.close();
})();
