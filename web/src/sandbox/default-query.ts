/** The query the sandbox opens with: a look at the reference and locale data. */
export const DEFAULT_SANDBOX_QUERY = `# API sandbox of the travel-booking gateway.
# Press the run button (or Ctrl-Enter) to send this query; open the docs for every type.
query CountriesAndCurrencies {
  countries {
    name
    code
    dialCode
    flag
  }
  currencies {
    code
    name
    flag
  }
  localeInfo {
    currentCurrency {
      code
    }
    currentLanguage {
      code
      name
    }
  }
}
`;
