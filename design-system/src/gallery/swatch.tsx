import { Box, Code, Stack, Text } from "@chakra-ui/react";

/** A colour sample with its token name and value. */
export function Swatch({ name, value }: { name: string; value: string }) {
  return (
    <Stack gap="1" minW="0">
      <Box h="12" borderRadius="md" borderWidth="1px" style={{ background: value }} />
      <Text fontSize="xs" fontWeight="semibold" overflowWrap="anywhere">
        {name}
      </Text>
      <Code fontSize="xs" w="fit-content">
        {value}
      </Code>
    </Stack>
  );
}
