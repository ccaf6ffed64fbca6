import { parseIsoFundCodes, readIsoFundCodes } from "./iso-funds";

describe("parseIsoFundCodes", () => {
  it("picks the codes whose name is marked IsFund", () => {
    const xml = `<CcyNtry><CtryNm>BOLIVIA</CtryNm><CcyNm>Boliviano</CcyNm><Ccy>BOB</Ccy></CcyNtry>
      <CcyNtry><CtryNm>BOLIVIA</CtryNm><CcyNm IsFund="true">Mvdol</CcyNm>
      <Ccy>BOV</Ccy></CcyNtry>`;
    expect([...parseIsoFundCodes(xml)]).toEqual(["BOV"]);
  });

  it("reads the funds from currency-codes' ISO list", () => {
    expect([...readIsoFundCodes()]).toEqual(expect.arrayContaining(["BOV", "CLF", "USN", "CHE"]));
    expect(readIsoFundCodes().has("USD")).toBe(false);
  });
});
