/**
 * The profile and saved travellers in Chromium against the product as `npm start` runs it: the
 * demo traveller edits the profile and still sees the change after a reload, adds a saved
 * traveller (passport and loyalty programme) and removes it after confirming; on a phone a
 * blank name gets the sign-up message. Screenshots in tests/artifacts at 375 and 1280 px.
 */
import type { Page } from "playwright-core";
import { expectSignedIn, signIn } from "./support/account";
import { useLoopbackPages, productUrl, screenshot, viewports } from "./support/browser";

let page: Page;

const pages = useLoopbackPages();

async function signedInTraveller(viewport: { width: number; height: number }): Promise<void> {
  ({ page } = await pages.open({ viewport }));
  await page.goto(productUrl());
  await signIn(page, "traveller@example.com", "Traveller#1");
  await expectSignedIn(page);
}

const detailsForm = () => page.getByRole("form", { name: "Your details" });

async function openProfile(): Promise<void> {
  await page.goto(`${productUrl()}/user/profile`);
  await detailsForm().getByLabel("First name").waitFor();
}

const travellerList = () => page.getByRole("list", { name: "Saved travellers" });

async function openTravellers(): Promise<void> {
  await page.goto(`${productUrl()}/user/travelers`);
  await travellerList().waitFor();
}

test("the demo traveller edits the profile and manages a saved traveller (1280 px)", async () => {
  await signedInTraveller(viewports.desktop);
  await openProfile();
  const form = detailsForm();
  expect(await form.getByLabel("Email address").inputValue()).toBe("traveller@example.com");
  expect(await form.getByLabel("First name").inputValue()).toBe("Tess");

  await form.getByLabel("First name").fill("Tessa");
  await form.getByLabel("Country of residence").selectOption({ label: "Portugal" });
  await form.getByRole("textbox", { name: "Mobile phone" }).fill("912345678");
  await form.getByRole("button", { name: "Save changes" }).click();
  await form.getByRole("status").filter({ hasText: "Your profile has been saved." }).waitFor();
  await screenshot(page, "profile-1280");

  await page.reload();
  await detailsForm().getByLabel("First name").waitFor();
  expect(await detailsForm().getByLabel("First name").inputValue()).toBe("Tessa");
  expect(await detailsForm().getByRole("textbox", { name: "Mobile phone" }).inputValue()).toBe(
    "912345678",
  );

  // Saved travellers: the two seeded, then one added and removed.
  await openTravellers();
  const seeded = await travellerList().getByRole("heading", { level: 3 }).allInnerTexts();
  expect(seeded).toEqual(["Mr Tom Traveller", "Miss Lucy Traveller"]);
  await screenshot(page, "travelers-1280");

  await page.getByRole("button", { name: "Add traveller" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a traveller" });
  await dialog.getByLabel("Title").selectOption("Mr");
  await dialog.getByLabel("Age band").selectOption("41 to 50");
  await dialog.getByLabel("First name").fill("Rui");
  await dialog.getByLabel("Last name").fill("Mendes");
  await dialog.getByLabel("Passport number").fill("pt 445566");
  await dialog.getByLabel("Issuing country").selectOption({ label: "Portugal" });
  // typed in the visitor's order (en-US: month first); the field keeps it as an ISO day
  const expiry = dialog.getByRole("textbox", { name: "Expiry date" });
  expect(await expiry.getAttribute("placeholder")).toBe("mm/dd/yyyy");
  await expiry.fill(`06/30/${new Date().getUTCFullYear() + 2}`);
  await dialog.getByRole("button", { name: /^Change date, June 30, \d{4}$/ }).waitFor();
  await dialog.getByRole("button", { name: "Add programme" }).click();
  await dialog.getByRole("textbox", { name: "Programme 1" }).fill("TAP Miles&Go");
  await dialog.getByRole("textbox", { name: "Membership number 1" }).fill("TP-123456");
  await screenshot(page, "traveler-dialog-1280", { fullPage: false });
  await dialog.getByRole("button", { name: "Save traveller" }).click();
  await page.getByText("Mr Rui Mendes has been saved.").waitFor();
  const rui = travellerList().getByRole("listitem").filter({ hasText: "Mr Rui Mendes" });
  await rui.waitFor();
  expect(await rui.innerText()).toContain("PT445566");
  expect(await rui.innerText()).toContain("TAP Miles&Go TP-123456");

  await page.reload();
  await travellerList().getByRole("listitem").filter({ hasText: "Mr Rui Mendes" }).waitFor();
  await page.getByRole("button", { name: "Remove Mr Rui Mendes" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove this traveller?" });
  await confirm.getByRole("button", { name: "Remove" }).click();
  await page.getByText("Mr Rui Mendes has been removed.").waitFor();
  expect(await travellerList().getByRole("heading", { level: 3 }).allInnerTexts()).toEqual(seeded);

  // Put the profile back for the other browser tests.
  await openProfile();
  await detailsForm().getByLabel("First name").fill("Tess");
  await detailsForm().getByLabel("Country of residence").selectOption({ label: "United States" });
  await detailsForm().getByRole("textbox", { name: "Mobile phone" }).fill("5550100001");
  await detailsForm().getByRole("button", { name: "Save changes" }).click();
  await detailsForm().getByRole("status").waitFor();
});

test("on a phone the pages fit and a blank name gets the sign-up message (375 px)", async () => {
  await signedInTraveller(viewports.mobile);
  await openProfile();
  const form = detailsForm();
  await form.getByLabel("First name").fill("");
  await form.getByRole("button", { name: "Save changes" }).click();
  await form.getByText("Please Enter First Name").waitFor();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, "profile-375");

  await openTravellers();
  await screenshot(page, "travelers-375");
  await page.getByRole("button", { name: "Add traveller" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a traveller" });
  await dialog.getByRole("button", { name: "Save traveller" }).click();
  await dialog.getByText("Please Select Title").waitFor();
  await dialog.getByText("Please Select Age Band").waitFor();
  await screenshot(page, "traveler-dialog-375", { fullPage: false });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await dialog.waitFor({ state: "detached" });
});

test("the header shows the first name, cut short on a phone (375 px)", async () => {
  await signedInTraveller(viewports.mobile);
  const name = page.getByTestId("user-menu-name");
  expect(await name.innerText()).toBe("Tess");
  expect(await page.getByRole("button", { name: "Tess, account menu" }).count()).toBe(1);

  const long = "Maximiliana Alejandrina";
  await openProfile();
  await detailsForm().getByLabel("First name").fill(long);
  await detailsForm().getByRole("button", { name: "Save changes" }).click();
  await detailsForm().getByText("Your profile has been saved.").waitFor();
  await page.reload();
  await page.getByRole("button", { name: `${long}, account menu` }).waitFor();
  // the whole name is the button's name; on screen it ends in an ellipsis inside the header
  const cut = await name.evaluate((el) => ({
    clipped: el.scrollWidth > el.clientWidth,
    ellipsis: getComputedStyle(el).textOverflow,
    right: el.getBoundingClientRect().right,
  }));
  expect(cut).toMatchObject({ clipped: true, ellipsis: "ellipsis" });
  expect(cut.right).toBeLessThanOrEqual(viewports.mobile.width);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
  await screenshot(page, "header-long-name-375", { fullPage: false });

  await openProfile();
  await detailsForm().getByLabel("First name").fill("Tess");
  await detailsForm().getByRole("button", { name: "Save changes" }).click();
  await detailsForm().getByText("Your profile has been saved.").waitFor();
});
