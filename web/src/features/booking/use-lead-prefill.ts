/**
 * The signed-in traveller is the lead traveller and the contact until changed: filled in once,
 * when the viewer arrives, into rows that are still empty. An agent booking one of their quotes
 * books for the quote's client, so the lead row is left to the quote (use-agent-quote.ts).
 */
import { useEffect } from "react";
import type { Viewer } from "../../lib/session/session-context";

export function useLeadPrefill(
  viewer: Viewer | null,
  {
    leadEmpty,
    contactEmpty,
    forQuote,
  }: { leadEmpty: boolean; contactEmpty: boolean; forQuote: boolean },
  setFieldValue: (field: string, value: string, validate: boolean) => unknown,
) {
  useEffect(() => {
    if (!viewer) return;
    const forClient = viewer.userType === "AGENT" && forQuote;
    if (leadEmpty && !forClient && viewer.firstName && viewer.lastName) {
      void setFieldValue("travellers.0.firstName", viewer.firstName, false);
      void setFieldValue("travellers.0.lastName", viewer.lastName, false);
    }
    if (contactEmpty && viewer.email) void setFieldValue("contactEmail", viewer.email, false);
    // only when the viewer arrives: a name the traveller cleared stays cleared
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewer?.id]);
}
