import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button, Checkbox, HStack, Link } from "@chakra-ui/react";
import { FormMessage } from "../../components/form-message";
import { AccountDialog } from "./account-dialog";
import { EmailField, PasswordField, SocialChoices, StoryForm, type FormState } from "./story-form";

const meta: Meta<typeof SignIn> = {
  title: "Patterns/Sign-in dialog",
  component: SignIn,
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

type Story = StoryObj<typeof SignIn>;

function SignIn({ state, failure }: { state: FormState; failure?: string }) {
  const filled = state === "submitting" || state === "filled";
  return (
    <AccountDialog title="Sign In" switchPrompt="Don't have an account?" switchLabel="Sign Up">
      {failure ? <FormMessage status="error">{failure}</FormMessage> : null}
      <StoryForm
        state={state}
        values={{ email: filled ? "ana@example.com" : "", password: filled ? "sunway24" : "" }}
        errors={{
          email: "Please enter your email address.",
          password: "Please enter your password.",
        }}
      >
        <EmailField label="Email Address" />
        <PasswordField name="password" label="Password" />
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
    </AccountDialog>
  );
}

export const Empty: Story = { name: "Empty", args: { state: "empty" } };

export const Errors: Story = { name: "Field errors after Login", args: { state: "errors" } };

export const Submitting: Story = { name: "Submitting", args: { state: "submitting" } };

export const Failed: Story = {
  name: "Sign-in failed",
  args: { state: "filled", failure: "The email address or the password is not correct." },
};
