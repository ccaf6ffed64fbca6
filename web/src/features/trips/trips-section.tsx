import { useTranslation } from "../../lib/i18n";
import { HeadedSection } from "../../lib/ui/headed-section";
import { MyTrips } from "./my-trips";

/** My trips (upcoming and past) under its own h2, for pages that compose several sections (/user-details). */
export function TripsSection() {
  const { t } = useTranslation();
  return (
    <HeadedSection title={t("account.userMyTrips.title")}>
      <MyTrips level={3} />
    </HeadedSection>
  );
}
