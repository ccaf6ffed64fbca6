import type { ReactNode } from "react";
import { Alert, Button, EmptyState, Flex, Spinner, Stack, Text } from "@chakra-ui/react";
import { useUiText } from "../ui-text";

/**
 * Height of a page's loading state: the rest of the first screen, so the footer stays out of
 * view while a page loads and nothing in view moves down when its content arrives.
 */
export const PAGE_LOADING_MIN_HEIGHT = "100dvh";

/**
 * A part of a page that is loading: a spinner, announced politely. `page` when it stands for
 * the page's whole content: it then holds the rest of the first screen.
 */
export function LoadingState({ label, page = false }: { label?: string; page?: boolean }) {
  const text = useUiText();
  return (
    <Flex
      role="status"
      align={page ? "flex-start" : "center"}
      justify="center"
      gap="3"
      py="10"
      minH={page ? PAGE_LOADING_MIN_HEIGHT : undefined}
      color="fg.muted"
    >
      <Spinner size="md" color="brand.solid" />
      <Text>{label ?? text.loading}</Text>
    </Flex>
  );
}

/** A part of a page that could not be loaded: the reason, in an alert, and a way to try again. */
export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const text = useUiText();
  return (
    <Alert.Root status="error" role="alert" alignItems="center" flexWrap="wrap" gap="3">
      <Alert.Indicator />
      <Alert.Title flex="1" minW="48">
        {message ?? text.loadFailed}
      </Alert.Title>
      {onRetry ? (
        <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry}>
          {text.retry}
        </Button>
      ) : null}
    </Alert.Root>
  );
}

/** A part of a page with nothing to show: what that means, and maybe what to do next. */
export function NothingState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="xl" bg="bg.subtle">
      <EmptyState.Content>
        <Stack gap="4" align="center" textAlign="center">
          <EmptyState.Description color="fg" textStyle="md">
            {message}
          </EmptyState.Description>
          {children}
        </Stack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
