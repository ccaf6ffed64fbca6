import { useEffect } from "react";
import { act, render, screen } from "@testing-library/react";
// the offers' labels (registered as a feature's) hold the plural the component shows
import "../offers/offer-labels";
import { createI18n } from "./i18n";
import { I18nProvider, useTranslation } from "./use-translation";

function Hotels({ onRender }: { onRender: (t: unknown) => void }) {
  const { t, i18n } = useTranslation();
  onRender(t);
  return (
    <p lang={i18n.language}>
      {t("menu.hotel")} · {t("offer.partyCount.guests", { count: 1 })}
    </p>
  );
}

function renderHotels() {
  const i18n = createI18n();
  const renders: unknown[] = [];
  render(
    <I18nProvider i18n={i18n}>
      <Hotels onRender={(t) => renders.push(t)} />
    </I18nProvider>,
  );
  return { i18n, renders, text: () => screen.getByRole("paragraph") };
}

describe("useTranslation", () => {
  it("renders in English until told otherwise", () => {
    const { text } = renderHotels();
    expect(text()).toHaveTextContent("Hotels · 1 guest");
    expect(text()).toHaveAttribute("lang", "en-US");
  });

  it("renders again in the language switched to", async () => {
    const { i18n, text } = renderHotels();
    i18n.addResourceBundle("es-ES", {
      "menu.hotel": "Hoteles",
      "offer.partyCount.guests_one": "{{count}} huésped",
    });
    expect(text()).toHaveTextContent("Hotels");
    await act(() => i18n.changeLanguage("es-ES"));
    expect(text()).toHaveTextContent("Hoteles · 1 huésped");
    expect(text()).toHaveAttribute("lang", "es-ES");
  });

  it("renders again when texts of the language shown arrive", async () => {
    const { i18n, text } = renderHotels();
    await act(() => i18n.changeLanguage("es-ES"));
    expect(text()).toHaveTextContent("Hotels");
    act(() => i18n.addResourceBundle("es-ES", { "menu.hotel": "Hoteles" }));
    expect(text()).toHaveTextContent("Hoteles");
  });

  it("keeps t while nothing changes, and does not render for texts that change nothing", () => {
    const { i18n, renders } = renderHotels();
    act(() => i18n.addResourceBundle("en-US", { "menu.hotel": "Hotels" }));
    act(() => i18n.addResourceBundle("es-ES", { "menu.hotel": "Hoteles" }));
    expect(renders).toHaveLength(1);
    act(() => i18n.addResourceBundle("en-US", { "menu.hotel": "Hotel stays" }));
    expect(renders).toHaveLength(2);
    expect(renders[1]).not.toBe(renders[0]);
  });

  it("gives the same t to an effect until the language changes", async () => {
    const i18n = createI18n();
    const effects: string[] = [];
    function Title() {
      const { t } = useTranslation();
      useEffect(() => {
        effects.push(t("menu.hotel"));
      }, [t]);
      return null;
    }
    const { rerender } = render(
      <I18nProvider i18n={i18n}>
        <Title />
      </I18nProvider>,
    );
    rerender(
      <I18nProvider i18n={i18n}>
        <Title />
      </I18nProvider>,
    );
    i18n.addResourceBundle("es-ES", { "menu.hotel": "Hoteles" });
    await act(() => i18n.changeLanguage("es-ES"));
    expect(effects).toEqual(["Hotels", "Hoteles"]);
  });

  it("needs a provider", () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Hotels onRender={() => {}} />)).toThrow(/I18nProvider/);
  });
});
