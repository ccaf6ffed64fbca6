import { Box, Text } from "@chakra-ui/react";
import { formatMoneyAmount } from "./format-money";
import type { MoneyProps } from "./types";

/** Where the amount goes in a `sentence`. */
const PRICE_PLACEHOLDER = "{{price}}";

/**
 * An amount of money in its currency, written for a language by `Intl.NumberFormat`; with the
 * earlier price struck through before it (`was`) and a caption after it ("per night"); or the amount, strong, inside a sentence.
 */
export function Money({ value, locale, was, caption, sentence, ...rest }: MoneyProps) {
  const amount = formatMoneyAmount(value.decimal, value.currency, locale);
  if (sentence !== undefined) {
    const [before, after] = sentence.includes(PRICE_PLACEHOLDER)
      ? sentence.split(PRICE_PLACEHOLDER, 2)
      : ["", ` ${sentence}`];
    // The amount keeps its own element so it can be styled apart from "per night".
    return (
      <Text as="span" {...rest}>
        {before}
        <strong>{amount}</strong>
        {after}
      </Text>
    );
  }
  if (!was && (caption === undefined || caption === null)) {
    return (
      <Text as="span" {...rest}>
        {amount}
      </Text>
    );
  }
  return (
    <Text
      as="span"
      display="inline-flex"
      flexWrap="wrap"
      alignItems="baseline"
      columnGap="1.5"
      {...rest}
    >
      {was ? (
        <Text as="span" color="fg.muted" fontWeight="normal" textStyle="sm">
          <Box as="span" srOnly>
            {was.label}{" "}
          </Box>
          <Box as="del" textDecoration="line-through">
            {formatMoneyAmount(was.value.decimal, was.value.currency, locale)}
          </Box>
        </Text>
      ) : null}
      {/* spaces between the parts for copying and reading; a flex layout ignores them */}
      {was ? " " : null}
      <span>{amount}</span>
      {caption !== undefined && caption !== null ? " " : null}
      {caption !== undefined && caption !== null ? (
        <Text as="span" color="fg.muted" fontWeight="normal" textStyle="sm">
          {caption}
        </Text>
      ) : null}
    </Text>
  );
}
