import { isUnionType } from "graphql";
import { gatewaySchema } from "../testing/gateway-schema";
import { possibleTypes } from "./apollo-client";

describe("the cache's union members", () => {
  it("are the members of each union in the contract", () => {
    for (const [union, members] of Object.entries(possibleTypes)) {
      const type = gatewaySchema.getType(union);
      if (!isUnionType(type)) throw new Error(`${union} is not a union of the contract`);
      expect([...members].sort()).toEqual(
        type
          .getTypes()
          .map((t) => t.name)
          .sort(),
      );
    }
  });
});
