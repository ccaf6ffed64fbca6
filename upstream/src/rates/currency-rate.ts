/**
 * Currency-rate rule of POST /api/general/getCurrencyRate: from `fromCurrency` (default USD) to
 * `toCurrency` (optional) with the latest rates; codes are case-insensitive; `roes` lists every
 * currency with a known rate only when `all` is true; an unknown code is reported by name.
 */
import { crossRate } from "./cross-rate";
import type { LatestRates } from "./store";

export interface CurrencyRateRequest {
  fromCurrency?: string | undefined;
  toCurrency?: string | undefined;
  all?: boolean | undefined;
}

export interface CurrencyRateData {
  fromCurrency: string;
  toCurrency: string | null;
  roeRate: number | null;
  roes: { currency: string; rate: number }[];
  rateDate: string;
}

export type CurrencyRateResult =
  { ok: true; data: CurrencyRateData } | { ok: false; unknownCode: string };

export const DEFAULT_FROM_CURRENCY = "USD";

/** The codes a request needs rates for (after defaulting and upper-casing). */
export function normaliseRateRequest(request: CurrencyRateRequest): {
  from: string;
  to: string | null;
  all: boolean;
} {
  const to = request.toCurrency?.trim().toUpperCase();
  return {
    from: request.fromCurrency?.trim().toUpperCase() || DEFAULT_FROM_CURRENCY,
    to: to === undefined || to === "" ? null : to,
    all: request.all === true,
  };
}

export function currencyRate(request: CurrencyRateRequest, rates: LatestRates): CurrencyRateResult {
  const { from, to, all } = normaliseRateRequest(request);
  const fromRate = rates.unitsPerUsd.get(from);
  if (fromRate === undefined || rates.date === null) return { ok: false, unknownCode: from };
  const toRate = to === null ? undefined : rates.unitsPerUsd.get(to);
  if (to !== null && toRate === undefined) return { ok: false, unknownCode: to };
  return {
    ok: true,
    data: {
      fromCurrency: from,
      toCurrency: to,
      roeRate: toRate === undefined ? null : crossRate(fromRate, toRate),
      roes: all
        ? [...rates.unitsPerUsd]
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([currency, rate]) => ({ currency, rate: crossRate(fromRate, rate) }))
        : [],
      rateDate: rates.date,
    },
  };
}
