import { system } from "../system";
import { themeColorByType, themeTypes } from "./theme-types";

test.each(themeTypes)("%s maps to its own colour token, defined in the system", (type) => {
  const token = themeColorByType(type);
  expect(token).toBe(`theme.${type}`);
  expect(system.tokens.getByName(`colors.${token}`)).toBeDefined();
  expect(system.tokens.getByName(`colors.${token}.contrast`)).toBeDefined();
});

test("every theme type has a different colour", () => {
  const values = themeTypes.map((type) =>
    JSON.stringify(
      system.tokens.getByName(`colors.${themeColorByType(type)}`)?.extensions.conditions,
    ),
  );
  expect(new Set(values).size).toBe(themeTypes.length);
});
