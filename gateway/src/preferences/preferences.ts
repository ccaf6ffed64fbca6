/**
 * Mutation.updatePreferences (the signed-in traveller's currency and language, stored upstream
 * and restored at the next sign-in) and Query.visitorDefaults (a first visit's country and
 * currency from the visitor's address).
 */
import type {
  UpdatePreferencesInput,
  UpdatePreferencesPayload,
  PreferencesError,
} from "../__generated__/resolvers-types";
import { upstreamUnavailable } from "../accounts/user-errors";
import type { GatewayContext } from "../context";
import { withFallback } from "../upstream/fallback";
import { UpstreamError } from "../upstream/errors";
import { parsePreferenceInput, unknownCurrency, unknownLanguage } from "./preference-input";
import type { PreferenceUpdate } from "./preferences.mappers";
import { preferencesMessages } from "./preferences-messages";
import { firstVisitDefaults, type VisitorDefaultsModel } from "./visitor-defaults";

const refused = (errors: PreferencesError[]): UpdatePreferencesPayload => ({
  currencyCode: null,
  language: null,
  errors,
});

const signInRequired = (): PreferencesError => ({
  field: null,
  code: "SIGN_IN_REQUIRED",
  message: preferencesMessages.SIGN_IN_REQUIRED,
});

function refusalErrors(
  refusal: Extract<PreferenceUpdate, { ok: false }>,
): PreferencesError[] | null {
  switch (refusal.code) {
    case "UNKNOWN_CURRENCY":
      return [unknownCurrency()];
    case "UNKNOWN_LANGUAGE":
      return [unknownLanguage()];
    case "SESSION_EXPIRED":
      return [signInRequired()];
    default:
      return null;
  }
}

export async function updatePreferences(
  ctx: GatewayContext,
  input: UpdatePreferencesInput,
): Promise<UpdatePreferencesPayload> {
  const token = ctx.session.current?.token;
  if (!token) return refused([signInRequired()]);
  const parsed = parsePreferenceInput(input);
  if (!parsed.ok) return refused(parsed.errors);
  const { client, meta } = ctx.preferences;
  let answer: PreferenceUpdate;
  try {
    answer = await client.updatePreferences(meta, token, {
      currency_code: parsed.value.currencyCode,
      language: parsed.value.language,
    });
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    ctx.logger.warn("preferences not stored", { upstreamPath: err.path, error: err.message });
    return refused([upstreamUnavailable()]);
  }
  if (!answer.ok) {
    const errors = refusalErrors(answer);
    if (errors) return refused(errors);
    ctx.logger.warn("preferences refused upstream", { message: answer.message });
    return refused([upstreamUnavailable()]);
  }
  ctx.session.setPreferenceCookies({
    currencyCode: answer.currencyCode,
    language: answer.language,
  });
  return { currencyCode: answer.currencyCode, language: answer.language, errors: [] };
}

/** The visitor's address is located upstream; any failure is logged and gives the fallback. */
export async function visitorDefaults(ctx: GatewayContext): Promise<VisitorDefaultsModel> {
  const { client, meta } = ctx.preferences;
  const ip = ctx.clientIp;
  const [info, geolocation] = await Promise.all([
    ctx.loaders.currencyInfo.load(),
    ip
      ? withFallback(
          () => client.geolocate(meta, ip),
          () => null,
          ctx.logger,
        )
      : null,
  ]);
  const defaults = firstVisitDefaults(geolocation, info.currencies);
  if (defaults.source === "FALLBACK") {
    ctx.logger.info("visitor not located; default country and currency", {
      located: geolocation !== null,
    });
  }
  return defaults;
}
