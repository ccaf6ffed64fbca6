import { chromium } from "playwright-core";
const base = "http://localhost:4710";
(async () => {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  for (const path of ["/dreamtrips", "/hotelgd"]) {
    await page.goto(base + path);
    const field = page.getByRole("combobox", { name: "Destination" });
    await field.fill("");
    await field.pressSequentially("Bang", { delay: 20 });
    const first = page.getByRole("option").first();
    const t0 = Date.now();
    for (;;) {
      const text = (await first.isVisible()) ? await first.innerText() : "";
      console.log(Date.now() - t0, JSON.stringify(text));
      if (text.startsWith("Bangkok, ")) break;
      await page.waitForTimeout(100);
    }
    console.log(JSON.stringify(await page.getByRole("listbox").allInnerTexts()).slice(0, 300));
    await field.press("ArrowDown");
    await field.press("Enter");
    console.log(path, "value", await field.inputValue());
  }
  await browser.close();
})();
