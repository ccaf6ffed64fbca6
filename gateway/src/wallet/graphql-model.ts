/**
 * GraphQL objects that carry the data their argument-taking or lazily loaded fields are resolved
 * from (PaymentCard.usability(product), Wallet.forProduct(product, current),
 * Reservation.cardsUsed). The generated resolver types have no mappers for these types, so such
 * an object is built without those fields and its field resolver reads the data kept for it here.
 */
export interface ModelSlot<T extends object, K extends keyof T, M> {
  /** The GraphQL object of `fields`, its fields `K` left to their field resolvers. */
  attach(fields: Omit<T, K>, model: M): T;
  /** The data kept for an object built by `attach`. */
  read(value: T): M;
}

export function modelSlot<T extends object, K extends keyof T, M>(
  name: string,
): ModelSlot<T, K, M> {
  const models = new WeakMap<object, M>();
  return {
    attach(fields, model) {
      const value = { ...fields };
      models.set(value, model);
      // fields K are resolved by field resolvers from `model`
      return value as unknown as T;
    },
    read(value) {
      const model = models.get(value);
      if (model === undefined) throw new Error(`${name} object built without its model`);
      return model;
    },
  };
}
