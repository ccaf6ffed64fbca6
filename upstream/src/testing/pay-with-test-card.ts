/**
 * The traveller on the embedded payment provider's page: submits its card form with the test
 * card that succeeds (payment-provider/cards.ts), as the browser does. The answer is the
 * provider's (a 303 back to the checkout's return page once paid), unfollowed.
 */
export function payWithTestCard(paymentUrl: string): Promise<Response> {
  return fetch(paymentUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      name: "Tess Traveller",
      number: "4242424242424242",
      expiry: "12/39",
      cvc: "123",
    }),
    redirect: "manual",
  });
}
