import type { ReactNode } from "react";
import { UiTextProvider, type UiText } from "@travel/design-system";
import { useTranslation } from "../i18n";

/**
 * The design system's own words (loading, retry, page controls) in the visitor's language: built
 * on each render, which happens when the language or its labels change.
 */
export function TranslatedUiText({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const text: UiText = {
    loading: t("layout.loading"),
    loadFailed: t("account.loadFailed"),
    retry: t("account.retry"),
    paginationLabel: t("pagination.label"),
    previousPage: t("pagination.previous"),
    nextPage: t("pagination.next"),
    page: (page) => t("pagination.page", { page }),
    pageOf: (page, total) => t("pagination.pageOf", { page, total }),
  };
  return <UiTextProvider value={text}>{children}</UiTextProvider>;
}
