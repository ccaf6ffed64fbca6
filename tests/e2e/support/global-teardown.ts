/** Stops the products started by global-setup. */
export default async function globalTeardown(): Promise<void> {
  await Promise.all((globalThis.__PRODUCTS__ ?? []).map((p) => p.stop()));
}
