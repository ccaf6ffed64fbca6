import { labelsToResource } from "./labels";

describe("labelsToResource", () => {
  it("maps label entries to a flat key → text resource", () => {
    expect(
      labelsToResource([
        { key: "menu.hotel", value: "Hoteles" },
        { key: "menu.cars", value: "Coches" },
      ]),
    ).toEqual({ "menu.hotel": "Hoteles", "menu.cars": "Coches" });
  });

  it("leaves out blank texts so the default text is shown instead", () => {
    expect(labelsToResource([{ key: "menu.hotel", value: "  " }])).toEqual({});
  });
});
