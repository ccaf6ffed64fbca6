import { GraphQLResolveInfo } from 'graphql';
import { CountryMapper as CountryMapperModel, NationalityMapper as NationalityMapperModel } from '../reference/reference.mappers';
import { CurrencyMapper as CurrencyMapperModel, LanguageMapper as LanguageMapperModel } from '../locale/locale.mappers';
import { SiteConfigMapper as SiteConfigMapperModel } from '../site/site.mappers';
import { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** How the booking calendar is shown. */
export type CalendarType =
  /** Gregorian calendar. */
  | 'GREGORIAN'
  /** Hijri calendar. */
  | 'HIJRI';

/** A country or territory from the reference data (upstream `getCountryCat`). */
export type Country = {
  __typename?: 'Country';
  /** Country code as the upstream stores it (ISO 3166 alpha-2 in general; Trinidad and Tobago also appears as TTD and TTO). */
  code: Scalars['String']['output'];
  /** International dialling code with a leading plus, for example `+1` or `+1-868`; null when the territory has none. */
  dialCode?: Maybe<Scalars['String']['output']>;
  /** Distance unit used in the country; null when not recorded. */
  distanceUnit?: Maybe<DistanceUnit>;
  /** Flag of the country as an emoji; null when unknown. */
  flag?: Maybe<Scalars['String']['output']>;
  /** Upstream country id (`countryId`). */
  id: Scalars['ID']['output'];
  /** True only for the site's default country (the United States). */
  isDefault: Scalars['Boolean']['output'];
  /** English short name, for example `United States`. */
  name: Scalars['String']['output'];
  /** Temperature unit used in the country; null when not recorded. */
  temperatureUnit?: Maybe<TemperatureUnit>;
};

/** An ISO 4217 currency the site can show prices in. */
export type Currency = {
  __typename?: 'Currency';
  /** Whether the currency is offered to travellers (upstream `status`). */
  active: Scalars['Boolean']['output'];
  /** ISO 4217 code, for example `USD`. */
  code: Scalars['String']['output'];
  /** Flag emoji of the currency's main country; null when there is none (for example gold). */
  flag?: Maybe<Scalars['String']['output']>;
  /** Upstream currency id; USD is 9. */
  id: Scalars['ID']['output'];
  /** English name, for example `US Dollar`. */
  name: Scalars['String']['output'];
};

/** Unit a country uses for distances. */
export type DistanceUnit =
  /** Kilometres. */
  | 'KM'
  /** Statute miles (for example United States, United Kingdom). */
  | 'MILES';

/** A product the organisation sells (eligible product). */
export type EligibleProduct = {
  __typename?: 'EligibleProduct';
  /** Product code, for example `HLT` or `ACT`. */
  code: Scalars['String']['output'];
  /** Upstream product id (`product_id`). */
  id: Scalars['ID']['output'];
};

/** Exchange rate of one currency against a base currency. */
export type ExchangeRate = {
  __typename?: 'ExchangeRate';
  /** ISO 4217 code of the currency. */
  currency: Scalars['String']['output'];
  /** Units of `currency` per one unit of the base currency. */
  rate: Scalars['Float']['output'];
};

/** One translated text of a language (upstream label entry `field_name` → `wl_lang_value`). */
export type Label = {
  __typename?: 'Label';
  /** Key of the text (`field_name`). */
  key: Scalars['String']['output'];
  /** Translated text (`wl_lang_value`). */
  value: Scalars['String']['output'];
};

/** A language the site is translated into. */
export type Language = {
  __typename?: 'Language';
  /** BCP 47 code, for example `en-US`. */
  code: Scalars['String']['output'];
  /** Upstream language id; en-US is 1. */
  id: Scalars['ID']['output'];
  /** Every translated text of this language. */
  labels: Array<Label>;
  /** Name of the language in that language, for example `Español`. */
  name: Scalars['String']['output'];
};

/** The currencies and languages on offer, the site defaults and the visitor's current choice. */
export type LocaleInfo = {
  __typename?: 'LocaleInfo';
  /** Currencies a traveller can choose, ordered by code. */
  currencies: Array<Currency>;
  /** Currency chosen by the visitor (`currency_code` cookie), else the default. */
  currentCurrency: Currency;
  /** Language chosen by the visitor (`language` cookie), else the default. */
  currentLanguage: Language;
  /** Site default currency (USD, id 9, when none is configured). */
  defaultCurrency: Currency;
  /** Site default language (en-US, id 1, when none is configured). */
  defaultLanguage: Language;
  /** Languages a traveller can choose. */
  languages: Array<Language>;
};

/** Where a product-menu entry leads. */
export type MenuTargetKind =
  /** Another site (all-inclusive, trips). */
  | 'EXTERNAL'
  /** A flow run by the app (daily deals). */
  | 'METHOD'
  /** A route of this web app. */
  | 'ROUTE';

/** An amount of money. */
export type Money = {
  __typename?: 'Money';
  /** Amount, rounded to the currency's minor unit. */
  amount: Scalars['Float']['output'];
  /** ISO 4217 code. */
  currency: Scalars['String']['output'];
};

/**
 * Root mutation type. Mutations take a single `input` argument and return a payload that carries
 * typed user errors next to the result.
 */
export type Mutation = {
  __typename?: 'Mutation';
  /** No-op kept so the root type is never empty; always true. */
  noop: Scalars['Boolean']['output'];
};

/** A nationality a traveller can hold (upstream `getNationalityCat`). */
export type Nationality = {
  __typename?: 'Nationality';
  /** ISO 3166 alpha-2 code of the country the nationality belongs to. */
  code: Scalars['String']['output'];
  /** Upstream nationality id (`nationalityId`). */
  id: Scalars['ID']['output'];
  /** Name of the nationality, for example `American`. */
  name: Scalars['String']['output'];
};

/** One entry of the product menu, in the spec's order. */
export type ProductMenuItem = {
  __typename?: 'ProductMenuItem';
  /** Stable key, for example `hotel`, `weeks` or `dailydeals`. */
  key: Scalars['String']['output'];
  /** Kind of target. */
  kind: MenuTargetKind;
  /** Label key to translate (a `field_name` of the language labels). */
  labelKey: Scalars['String']['output'];
  /** Order number, 99 (dream trips) to 115 (daily deals). */
  order: Scalars['Int']['output'];
  /** Product code (`HLT`, `WEK`…); null for entries that are not a product. */
  productCode?: Maybe<Scalars['String']['output']>;
  /** Route path (`/hotel`, `/resorts` for weeks), absolute URL, or `method:dailydeals`. */
  target: Scalars['String']['output'];
};

/**
 * Root query type. Each domain module extends it (`extend type Query`), so this file holds only
 * what every module shares.
 */
export type Query = {
  __typename?: 'Query';
  /** An amount converted between currencies; null when the rate is unavailable. */
  convert?: Maybe<Money>;
  /**
   * Every country and territory, ordered by name. Falls back to an empty list when the upstream
   * fails (the failure is logged with the request id).
   */
  countries: Array<Country>;
  /** One country by its id, or null when unknown. */
  country?: Maybe<Country>;
  /** Currencies on offer, ordered by code. */
  currencies: Array<Currency>;
  /** Rate from one currency to another; null when either is unknown or rates cannot be loaded. */
  exchangeRate?: Maybe<Scalars['Float']['output']>;
  /**
   * Rates from `base` (default USD) to every currency. Null when rates cannot be loaded (the
   * failure is logged).
   */
  exchangeRates?: Maybe<Array<ExchangeRate>>;
  /** One language by code (for example `es-ES`), or null when unknown. */
  language?: Maybe<Language>;
  /** Languages on offer. */
  languages: Array<Language>;
  /** Currencies, languages, defaults and the visitor's current selection (read from its cookies). */
  localeInfo: LocaleInfo;
  /**
   * Every nationality, ordered by name; `startsWith` keeps those whose name starts with the given
   * text, case-insensitively. Falls back to the United States nationality when the upstream fails.
   */
  nationalities: Array<Nationality>;
  /** Liveness of the API itself; always true when the gateway answers. */
  ok: Scalars['Boolean']['output'];
  /** The product menu in order, limited to what the organisation sells. */
  productMenu: Array<ProductMenuItem>;
  /** Organisation and site configuration. */
  siteConfig: SiteConfig;
};


/**
 * Root query type. Each domain module extends it (`extend type Query`), so this file holds only
 * what every module shares.
 */
export type QueryConvertArgs = {
  amount: Scalars['Float']['input'];
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


/**
 * Root query type. Each domain module extends it (`extend type Query`), so this file holds only
 * what every module shares.
 */
export type QueryCountryArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Root query type. Each domain module extends it (`extend type Query`), so this file holds only
 * what every module shares.
 */
export type QueryExchangeRateArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


/**
 * Root query type. Each domain module extends it (`extend type Query`), so this file holds only
 * what every module shares.
 */
export type QueryExchangeRatesArgs = {
  base?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Root query type. Each domain module extends it (`extend type Query`), so this file holds only
 * what every module shares.
 */
export type QueryLanguageArgs = {
  code: Scalars['String']['input'];
};


/**
 * Root query type. Each domain module extends it (`extend type Query`), so this file holds only
 * what every module shares.
 */
export type QueryNationalitiesArgs = {
  startsWith?: InputMaybe<Scalars['String']['input']>;
};

/** Organisation and site configuration. */
export type SiteConfig = {
  __typename?: 'SiteConfig';
  /** Whether the sign-up form asks for an access code. */
  accessCodeEnabled: Scalars['Boolean']['output'];
  /** Whether travellers may book without being signed in. */
  bookingWithoutSessionAllowed: Scalars['Boolean']['output'];
  /** Calendar shown in date pickers. */
  calendarType: CalendarType;
  /** Whether prices are shown to travellers. */
  displayPrice: Scalars['Boolean']['output'];
  /** Products the organisation sells. */
  eligibleProducts: Array<EligibleProduct>;
  /** Whether the Facebook sign-in button is shown. */
  facebookLoginEnabled: Scalars['Boolean']['output'];
  /** Whether the Google sign-in button is shown. */
  googleLoginEnabled: Scalars['Boolean']['output'];
  /** Google Tag Manager id; null when none. */
  googleTagId?: Maybe<Scalars['String']['output']>;
  /** Days from today to the first bookable check-in date. */
  minCheckinDays: Scalars['Int']['output'];
  /** Organisation id. */
  orgId: Scalars['ID']['output'];
  /** Organisation name shown to travellers. */
  orgName: Scalars['String']['output'];
  /** Wallet options the organisation enables (upstream `org_site_wallet`). */
  walletOptions: Array<WalletOption>;
  /** First day of the week in calendars, 0 Sunday to 6 Saturday (default Sunday). */
  weekStart: Scalars['Int']['output'];
};

/** Unit a country uses for temperatures. */
export type TemperatureUnit =
  /** Degrees Celsius. */
  | 'C'
  /** Degrees Fahrenheit. */
  | 'F';

/** A problem with the input of a mutation that the user can fix. Never an internal error. */
export type UserError = {
  __typename?: 'UserError';
  /** Stable machine-readable code, for example `REQUIRED` or `INVALID_FORMAT`. */
  code: Scalars['String']['output'];
  /** Input field the error is about, dotted for nested input (`input.email`); null when it concerns the whole input. */
  field?: Maybe<Scalars['String']['output']>;
  /** Message for the traveller, in the spec's wording (untranslated key; translate with the language labels). */
  message: Scalars['String']['output'];
};

/** An option of the wallet an organisation can enable. */
export type WalletOption =
  /** Cash card. */
  | 'CASH_CARD'
  /** Travel certificates. */
  | 'CERTIFICATES'
  /** Discount cards. */
  | 'DISCOUNT_CARDS'
  /** My vacations. */
  | 'MYVACATIONS';

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CalendarType: CalendarType;
  Country: ResolverTypeWrapper<CountryMapperModel>;
  Currency: ResolverTypeWrapper<CurrencyMapperModel>;
  DistanceUnit: DistanceUnit;
  EligibleProduct: ResolverTypeWrapper<EligibleProduct>;
  ExchangeRate: ResolverTypeWrapper<ExchangeRate>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Label: ResolverTypeWrapper<Label>;
  Language: ResolverTypeWrapper<LanguageMapperModel>;
  LocaleInfo: ResolverTypeWrapper<Omit<LocaleInfo, 'currencies' | 'currentCurrency' | 'currentLanguage' | 'defaultCurrency' | 'defaultLanguage' | 'languages'> & { currencies: Array<ResolversTypes['Currency']>, currentCurrency: ResolversTypes['Currency'], currentLanguage: ResolversTypes['Language'], defaultCurrency: ResolversTypes['Currency'], defaultLanguage: ResolversTypes['Language'], languages: Array<ResolversTypes['Language']> }>;
  MenuTargetKind: MenuTargetKind;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Nationality: ResolverTypeWrapper<NationalityMapperModel>;
  ProductMenuItem: ResolverTypeWrapper<ProductMenuItem>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SiteConfig: ResolverTypeWrapper<SiteConfigMapperModel>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TemperatureUnit: TemperatureUnit;
  UserError: ResolverTypeWrapper<UserError>;
  WalletOption: WalletOption;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Boolean: Scalars['Boolean']['output'];
  Country: CountryMapperModel;
  Currency: CurrencyMapperModel;
  EligibleProduct: EligibleProduct;
  ExchangeRate: ExchangeRate;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Label: Label;
  Language: LanguageMapperModel;
  LocaleInfo: Omit<LocaleInfo, 'currencies' | 'currentCurrency' | 'currentLanguage' | 'defaultCurrency' | 'defaultLanguage' | 'languages'> & { currencies: Array<ResolversParentTypes['Currency']>, currentCurrency: ResolversParentTypes['Currency'], currentLanguage: ResolversParentTypes['Language'], defaultCurrency: ResolversParentTypes['Currency'], defaultLanguage: ResolversParentTypes['Language'], languages: Array<ResolversParentTypes['Language']> };
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  Nationality: NationalityMapperModel;
  ProductMenuItem: ProductMenuItem;
  Query: Record<PropertyKey, never>;
  SiteConfig: SiteConfigMapperModel;
  String: Scalars['String']['output'];
  UserError: UserError;
}>;

export type CountryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dialCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  distanceUnit?: Resolver<Maybe<ResolversTypes['DistanceUnit']>, ParentType, ContextType>;
  flag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  temperatureUnit?: Resolver<Maybe<ResolversTypes['TemperatureUnit']>, ParentType, ContextType>;
}>;

export type CurrencyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Currency'] = ResolversParentTypes['Currency']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EligibleProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EligibleProduct'] = ResolversParentTypes['EligibleProduct']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ExchangeRateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExchangeRate'] = ResolversParentTypes['ExchangeRate']> = ResolversObject<{
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type LabelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Label'] = ResolversParentTypes['Label']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LanguageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Language'] = ResolversParentTypes['Language']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  labels?: Resolver<Array<ResolversTypes['Label']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LocaleInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocaleInfo'] = ResolversParentTypes['LocaleInfo']> = ResolversObject<{
  currencies?: Resolver<Array<ResolversTypes['Currency']>, ParentType, ContextType>;
  currentCurrency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  currentLanguage?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  defaultCurrency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  defaultLanguage?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['Language']>, ParentType, ContextType>;
}>;

export type MoneyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  noop?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type NationalityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Nationality'] = ResolversParentTypes['Nationality']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductMenuItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductMenuItem'] = ResolversParentTypes['ProductMenuItem']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['MenuTargetKind'], ParentType, ContextType>;
  labelKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  target?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  convert?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType, RequireFields<QueryConvertArgs, 'amount' | 'from' | 'to'>>;
  countries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['Country']>, ParentType, ContextType, RequireFields<QueryCountryArgs, 'id'>>;
  currencies?: Resolver<Array<ResolversTypes['Currency']>, ParentType, ContextType>;
  exchangeRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType, RequireFields<QueryExchangeRateArgs, 'from' | 'to'>>;
  exchangeRates?: Resolver<Maybe<Array<ResolversTypes['ExchangeRate']>>, ParentType, ContextType, RequireFields<QueryExchangeRatesArgs, 'base'>>;
  language?: Resolver<Maybe<ResolversTypes['Language']>, ParentType, ContextType, RequireFields<QueryLanguageArgs, 'code'>>;
  languages?: Resolver<Array<ResolversTypes['Language']>, ParentType, ContextType>;
  localeInfo?: Resolver<ResolversTypes['LocaleInfo'], ParentType, ContextType>;
  nationalities?: Resolver<Array<ResolversTypes['Nationality']>, ParentType, ContextType, Partial<QueryNationalitiesArgs>>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  productMenu?: Resolver<Array<ResolversTypes['ProductMenuItem']>, ParentType, ContextType>;
  siteConfig?: Resolver<ResolversTypes['SiteConfig'], ParentType, ContextType>;
}>;

export type SiteConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SiteConfig'] = ResolversParentTypes['SiteConfig']> = ResolversObject<{
  accessCodeEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bookingWithoutSessionAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  calendarType?: Resolver<ResolversTypes['CalendarType'], ParentType, ContextType>;
  displayPrice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  eligibleProducts?: Resolver<Array<ResolversTypes['EligibleProduct']>, ParentType, ContextType>;
  facebookLoginEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  googleLoginEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  googleTagId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minCheckinDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orgName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  walletOptions?: Resolver<Array<ResolversTypes['WalletOption']>, ParentType, ContextType>;
  weekStart?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UserErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  Country?: CountryResolvers<ContextType>;
  Currency?: CurrencyResolvers<ContextType>;
  EligibleProduct?: EligibleProductResolvers<ContextType>;
  ExchangeRate?: ExchangeRateResolvers<ContextType>;
  Label?: LabelResolvers<ContextType>;
  Language?: LanguageResolvers<ContextType>;
  LocaleInfo?: LocaleInfoResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Nationality?: NationalityResolvers<ContextType>;
  ProductMenuItem?: ProductMenuItemResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SiteConfig?: SiteConfigResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
}>;

