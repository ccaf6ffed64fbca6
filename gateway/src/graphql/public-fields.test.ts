import { buildSchema, parse } from "graphql";
import { loadTypeDefs } from "@travel/schema";
import { publicQueryFields, signedOutPublicQueryFields } from "../modules/registry";
import { createPublicOperationClassifier, isPublicOperation } from "./public-fields";

const isPublic = (query: string, operationName?: string) =>
  isPublicOperation(parse(query), operationName, publicQueryFields);

describe("public operations", () => {
  it("names only fields of the schema's Query type", () => {
    const schema = buildSchema(loadTypeDefs().join("\n"));
    const fields = Object.keys(schema.getQueryType()!.getFields());
    for (const name of [...publicQueryFields, ...signedOutPublicQueryFields]) {
      if (name !== "__typename") expect(fields).toContain(name);
    }
  });

  it("accepts a query of public root fields, through fragments too", () => {
    expect(
      isPublic("{ countries { id } currencies { code } localeInfo { currentCurrency { code } } }"),
    ).toBe(true);
    expect(
      isPublic(
        "query Q { ...F ... on Query { ok } } fragment F on Query { siteConfig { orgName } }",
      ),
    ).toBe(true);
    expect(isPublic("{ __typename siteConfig { orgId } }")).toBe(true);
  });

  it("makes the product menu public to signed-out visitors only (its link is personal)", () => {
    expect(signedOutPublicQueryFields).toContain("productMenu");
    expect(publicQueryFields).not.toContain("productMenu");
    const classifier = createPublicOperationClassifier(
      1000,
      publicQueryFields,
      undefined,
      signedOutPublicQueryFields,
    );
    const menu = "{ siteConfig { orgId } productMenu { key target } }";
    expect(classifier.isPublic(menu, undefined)).toBe(true);
    expect(classifier.isPublic(menu, undefined, true)).toBe(false);
    // the answer for one is not remembered as the answer for the other
    expect(classifier.isPublic(menu, undefined)).toBe(true);
    expect(classifier.isPublic("{ siteConfig { orgId } }", undefined, true)).toBe(true);
  });

  it.each([
    ["a personal field", "{ countries { id } viewer { email } }"],
    ["a personal field in a fragment", "{ ...F } fragment F on Query { wallet { enabled } }"],
    ["a field reading the visitor address", "{ visitorDefaults { countryCode } }"],
    ["introspection", "{ __schema { types { name } } }"],
    ["a mutation", "mutation { noop }"],
    ["an unknown fragment", "{ ...Missing }"],
  ])("refuses %s", (_name, query) => {
    expect(isPublic(query)).toBe(false);
  });

  it("picks the named operation, and refuses an ambiguous document", () => {
    const doc = "query A { countries { id } } query B { viewer { email } }";
    expect(isPublic(doc, "A")).toBe(true);
    expect(isPublic(doc, "B")).toBe(false);
    expect(isPublic(doc)).toBe(false);
    expect(isPublic(doc, "C")).toBe(false);
  });

  it("classifies unparsable or too long text as not public", () => {
    const classifier = createPublicOperationClassifier(20, publicQueryFields);
    expect(classifier.isPublic("{ countries { id } }", undefined)).toBe(true);
    expect(classifier.isPublic("{ countries { id ", undefined)).toBe(false);
    expect(classifier.isPublic(`{ ${"ok ".repeat(30)}}`, undefined)).toBe(false);
  });
});
