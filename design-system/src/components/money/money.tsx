import { Box, Text } from "@chakra-ui/react";
import { formatMoneyAmount } from "./format-money";
import type { MoneyProps } from "./types";

/**
 * An amount of money in its currency, written for a language by `Intl.NumberFormat`; with the
 * earlier price struck through before it (`was`) and a caption after it ("per night").
 */
export function Money({ value, locale, was, caption, ...rest }: MoneyProps) {
  const amount = formatMoneyAmount(value.decimal, value.currency, locale);
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
