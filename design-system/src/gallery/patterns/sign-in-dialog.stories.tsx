import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button, Checkbox, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { FormField } from "../../components/form-field";
import { FormMessage } from "../../components/form-message";
import { ModalDialog } from "../../components/modal-dialog";
import { PasswordInput } from "../../components/password-input";
import { SocialChoices, StoryForm, type FormState } from "./story-form";

const meta: Meta = {
  title: "Patterns/Sign-in dialog",
  parameters: {
    docs: {
      description: {
        component:
          "The web app's sign-in dialog (spec §2) composed of package components: ModalDialog (not dismissible), FormField, PasswordInput, FormMessage. The web adds the GraphQL sign-in.",
      },
    },
  },
};
export default meta;

function SignIn({ state, failure }: { state: FormState; failure?: string }) {
  const filled = state === "submitting" || state === "filled";
  return (
    <ModalDialog
      open
      onClose={() => undefined}
      title="Sign In"
      closeLabel="Close"
      dismissible={false}
      bodyProps={{ pb: "6" }}
    >
      <Stack gap="4">
        {failure ? <FormMessage status="error">{failure}</FormMessage> : null}
        <StoryForm
          state={state}
          values={{ email: filled ? "ana@example.com" : "", password: filled ? "sunway24" : "" }}
          errors={{
            email: "Please enter your email address.",
            password: "Please enter your password.",
          }}
        >
          <FormField
            name="email"
            label="Email Address"
            inputProps={{ type: "email", autoComplete: "email" }}
          />
          <FormField name="password" label="Password">
            {(field) => (
              <PasswordInput
                name={field.name}
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
                maxLength={13}
                showLabel="Show password"
                hideLabel="Hide password"
              />
            )}
          </FormField>
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Checkbox.Root defaultChecked={filled}>
              <Checkbox.HiddenInput name="rememberMe" />
              <Checkbox.Control />
              <Checkbox.Label>Remember Password</Checkbox.Label>
            </Checkbox.Root>
            <Link asChild variant="underline" textStyle="sm">
              <button type="button">Forgot Password?</button>
            </Link>
          </HStack>
          <Button type="submit" loading={state === "submitting"} loadingText="Login" width="full">
            Login
          </Button>
        </StoryForm>
        <SocialChoices google="Sign in with Google" facebook="Sign in with Facebook" />
        <Text textStyle="sm" textAlign="center">
          Don&apos;t have an account?{" "}
          <Link asChild variant="underline">
            <button type="button">Sign Up</button>
          </Link>
        </Text>
      </Stack>
    </ModalDialog>
  );
}

export const Empty: StoryObj = { name: "Empty", render: () => <SignIn state="empty" /> };

export const Errors: StoryObj = {
  name: "Field errors after Login",
  render: () => <SignIn state="errors" />,
};

export const Submitting: StoryObj = {
  name: "Submitting",
  render: () => <SignIn state="submitting" />,
};

export const Failed: StoryObj = {
  name: "Sign-in failed",
  render: () => (
    <SignIn state="filled" failure="The email address or the password is not correct." />
  ),
};
