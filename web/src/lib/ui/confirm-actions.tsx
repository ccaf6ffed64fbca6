import { Button, Stack, Text } from "@chakra-ui/react";

/**
 * The end of a dialog that asks before something is undone (decline a quote, cancel a trip): the
 * refusal of the last try as an alert, then the red button that goes ahead and the one that
 * leaves things as they are.
 */
export function ConfirmActions({
  problem,
  loading,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: {
  problem: string | null;
  loading: boolean;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <>
      {problem ? (
        <Text color="fg.error" role="alert">
          {problem}
        </Text>
      ) : null}
      <Stack direction={{ base: "column", sm: "row" }} gap="3">
        <Button colorPalette="red" loading={loading} loadingText={confirmLabel} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </Stack>
    </>
  );
}
