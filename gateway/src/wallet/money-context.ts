/** The traveller's currency and the rate table of this request, both from per-request loaders. */
import type { GatewayLoaders } from "../context";
import type { MoneyContext } from "./wallet-model";

export async function moneyContext(loaders: GatewayLoaders): Promise<MoneyContext> {
  const [currency, table] = await Promise.all([
    loaders.travellerCurrency.load(),
    loaders.rateTable.load(),
  ]);
  return { currency, table };
}
