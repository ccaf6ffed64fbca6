/** The browser tab title of a page: "Page · Organisation", or the page alone before the name is known. */
export function documentTitle(pageTitle: string, orgName: string | null): string {
  return orgName ? `${pageTitle} · ${orgName}` : pageTitle;
}
