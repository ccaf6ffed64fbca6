import { useSearchParams } from "react-router-dom";
import { CheckoutReturn } from "../../features/booking/booking-view";
import { SignedInPage } from "./signed-in-page";

/** /checkout/return?checkout=<id>: the traveller back from the payment provider's page. */
export function CheckoutReturnRoute() {
  const [params] = useSearchParams();
  const checkoutId = params.get("checkout") ?? "";
  return (
    <SignedInPage titleKey="checkout.title" descriptionKey="checkout.description">
      <CheckoutReturn key={checkoutId} checkoutId={checkoutId} />
    </SignedInPage>
  );
}
