import { I18n, type Resource } from "./translator";

// real keys with the shapes the labels have: an English default and its `_one` form, a Spanish
// text that overrides it, a text missing in Spanish, a placeholder
const english: Resource = {
  "offer.roomsCount": "{{count}} rooms",
  "offer.roomsCount_one": "{{count}} room",
  "search.stars": "{{count}} stars",
  "search.stars_one": "{{count}} star",
  "layout.userMenuOf": "{{name}}, account menu",
  "menu.hotel": "Hotels",
  "menu.cars": "Cars",
};
const spanish: Resource = {
  "offer.roomsCount": "{{count}} habitaciones",
  "offer.roomsCount_one": "{{count}} habitación",
  // no `_one` form: Spanish's own plural text wins over the English singular
  "search.stars": "{{count}} estrellas",
  "menu.hotel": "Hoteles",
  "menu.cars": "",
};

function i18nIn(language: string) {
  return new I18n({
    language,
    fallbackLanguage: "en-US",
    resources: { "en-US": english, "es-ES": spanish },
  });
}

describe("I18n", () => {
  it.each([
    ["en-US", 0, "0 rooms"],
    ["en-US", 1, "1 room"],
    ["en-US", 2, "2 rooms"],
    ["es-ES", 0, "0 habitaciones"],
    ["es-ES", 1, "1 habitación"],
    ["es-ES", 5, "5 habitaciones"],
    // Spanish has a "many" form for millions: without `_many`, the key itself (its plural)
    ["es-ES", 1_000_000, "1000000 habitaciones"],
  ])("picks the plural form in %s for %i", (language, count, text) => {
    expect(i18nIn(language).t("offer.roomsCount", { count })).toBe(text);
  });

  it("looks for a plural form in the language's texts before the fallback's", () => {
    expect(i18nIn("es-ES").t("search.stars", { count: 1 })).toBe("1 estrellas");
  });

  it("uses a `_zero` form for a count of 0 when there is one", () => {
    const i18n = i18nIn("en-US");
    i18n.addResourceBundle("en-US", { "search.stars_zero": "No stars" });
    expect(i18n.t("search.stars", { count: 0 })).toBe("No stars");
    expect(i18n.t("search.stars", { count: 1 })).toBe("1 star");
  });

  it("takes a count given as text as a placeholder value only", () => {
    expect(i18nIn("en-US").t("offer.roomsCount", { count: "1" })).toBe("1 rooms");
  });

  it("fills placeholders without escaping, and leaves one without a value as written", () => {
    const t = i18nIn("en-US").t;
    expect(t("layout.userMenuOf", { name: "<Zoë & Tess>" })).toBe("<Zoë & Tess>, account menu");
    expect(t("layout.userMenuOf", { name: 7 })).toBe("7, account menu");
    expect(t("layout.userMenuOf", { name: null })).toBe(", account menu");
    expect(t("layout.userMenuOf", { name: undefined })).toBe(", account menu");
    expect(t("layout.userMenuOf")).toBe("{{name}}, account menu");
    expect(t("layout.userMenuOf", { other: "x" })).toBe("{{name}}, account menu");
  });

  it("does not fill placeholders inside a value", () => {
    const t = i18nIn("en-US").t;
    expect(t("layout.userMenuOf", { name: "{{name}}" })).toBe("{{name}}, account menu");
  });

  it("falls back to English for a text the language lacks, or has empty", () => {
    const i18n = i18nIn("es-ES");
    expect(i18n.t("menu.hotel")).toBe("Hoteles");
    expect(i18n.t("layout.userMenuOf", { name: "Ana" })).toBe("Ana, account menu");
    expect(i18n.t("menu.cars")).toBe("Cars");
  });

  it("falls back to English in a language it has no texts for", () => {
    expect(i18nIn("fr-FR").t("offer.roomsCount", { count: 1 })).toBe("1 room");
  });

  it("looks in the language part of a code (es for es-MX) before English", () => {
    const i18n = i18nIn("es-MX");
    i18n.addResourceBundle("es", { "menu.hotel": "Hoteles (es)" });
    expect(i18n.t("menu.hotel")).toBe("Hoteles (es)");
  });

  it("shows a key it has no text for as the key", () => {
    const t = i18nIn("es-ES").t as (key: string, options?: object) => string;
    expect(t("nowhere.key")).toBe("nowhere.key");
    expect(t("nowhere.key", { count: 1 })).toBe("nowhere.key");
  });

  it("shows the key for a text empty everywhere", () => {
    const i18n = i18nIn("en-US");
    i18n.addResourceBundle("en-US", { "menu.cars": "" });
    expect(i18n.t("menu.cars")).toBe("menu.cars");
  });

  it("tells whether a key has a text", () => {
    const i18n = i18nIn("es-ES");
    expect(i18n.exists("menu.hotel")).toBe(true);
    expect(i18n.exists("menu.cars")).toBe(true);
    expect(i18n.exists("nowhere.key")).toBe(false);
  });

  it("adds texts over those there, or keeps those there", () => {
    const i18n = i18nIn("en-US");
    i18n.addResourceBundle("en-US", { "menu.hotel": "Hotel stays" });
    expect(i18n.t("menu.hotel")).toBe("Hotel stays");
    i18n.addResourceBundle(
      "en-US",
      { "menu.hotel": "Rooms", "menu.flight": "Flights" },
      {
        overwrite: false,
      },
    );
    expect(i18n.t("menu.hotel")).toBe("Hotel stays");
    expect(i18n.getResourceBundle("en-US")).toMatchObject({ "menu.flight": "Flights" });
    expect(i18n.getResourceBundle("de-DE")).toBeUndefined();
  });

  it("switches language, telling listeners, and gives a new t", async () => {
    const i18n = i18nIn("en-US");
    const listener = jest.fn();
    i18n.subscribe(listener);
    const englishT = i18n.t;
    const t = await i18n.changeLanguage("es-ES");
    expect(i18n.language).toBe("es-ES");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(t).toBe(i18n.t);
    expect(t).not.toBe(englishT);
    expect(t("menu.hotel")).toBe("Hoteles");
    // a t keeps the language it was made for
    expect(englishT("menu.hotel")).toBe("Hotels");
  });

  it("tells listeners of added texts only when they change what the language shows", () => {
    const i18n = i18nIn("es-ES");
    const listener = jest.fn();
    const stop = i18n.subscribe(listener);
    const t = i18n.t;
    i18n.addResourceBundle("es-ES", { "menu.hotel": "Hoteles" });
    i18n.addResourceBundle("de-DE", { "menu.hotel": "Hotels (de)" });
    i18n.addResourceBundle("es-ES", { "menu.flight": "Vuelos" }, { silent: true });
    expect(listener).not.toHaveBeenCalled();
    expect(i18n.t).toBe(t);

    i18n.addResourceBundle("es-ES", { "menu.hotel": "Alojamientos" });
    // the fallback language's texts show too
    i18n.addResourceBundle("en-US", { "menu.cars": "Car hire" });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(i18n.version).toBe(2);
    expect(i18n.t).not.toBe(t);
    expect(i18n.t("menu.cars")).toBe("Car hire");

    stop();
    void i18n.changeLanguage("en-US");
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
