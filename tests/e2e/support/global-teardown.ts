/** Stops the product started by global-setup. */
export default async function globalTeardown(): Promise<void> {
  await globalThis.__PRODUCT__?.stop();
}
