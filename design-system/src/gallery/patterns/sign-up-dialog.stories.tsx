import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button, Checkbox, HStack, Input, Link, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { FormField } from "../../components/form-field";
import { SearchSelect } from "../../components/search-select";
import { AccountDialog } from "./account-dialog";
import { EmailField, PasswordField, SocialChoices, StoryForm, type FormState } from "./story-form";

const meta: Meta = { title: "Patterns/Sign-up dialog" };
export default meta;

const nationalities = [
  { id: "PT", name: "Portuguese" },
  { id: "ES", name: "Spanish" },
  { id: "US", name: "American" },
];

/** The sign-up dialog's frame (spec §2: not dismissible), its step inside. */
function SignUpDialog({ children }: { children: React.ReactNode }) {
  return (
    <AccountDialog title="Sign Up" switchPrompt="Already have an account?" switchLabel="Sign In">
      {children}
    </AccountDialog>
  );
}

function DetailsStep({ state }: { state: FormState }) {
  const filled = state === "submitting";
  return (
    <SignUpDialog>
      <StoryForm
        state={state}
        values={{
          email: filled ? "ana@example.com" : "ana@",
          title: filled ? "Mrs" : "",
          firstName: filled ? "Ana" : "",
          lastName: filled ? "Silva" : "",
          nationalityId: filled ? "PT" : "",
          phoneNumber: filled ? "912345678" : "",
        }}
        errors={{
          email: "Please enter a valid email address.",
          title: "Please select a title.",
          firstName: "Please enter your first name.",
          lastName: "Please enter your last name.",
          nationalityId: "Please choose your nationality.",
          phoneNumber: "Please enter your cell phone number.",
        }}
      >
        <EmailField label="Email ID" />
        <FormField
          name="title"
          label="Title"
          emptyOption="Select title"
          options={["Miss", "Mr", "Mrs"].map((title) => ({ value: title, label: title }))}
        />
        <Stack direction={{ base: "column", sm: "row" }} gap="4">
          <FormField
            name="firstName"
            label="First Name"
            inputProps={{ autoComplete: "given-name" }}
          />
          <FormField
            name="lastName"
            label="Last Name"
            inputProps={{ autoComplete: "family-name" }}
          />
        </Stack>
        <SearchSelect
          label="Nationality"
          options={nationalities}
          value={filled ? "PT" : ""}
          onChange={() => undefined}
          noMatchText={(query) => `No nationality starts with “${query}”.`}
          helperText="Type the first letters of your nationality."
          errorText={state === "errors" ? "Please choose your nationality." : null}
        />
        <FormField name="phoneNumber" label="Cell Phone">
          {(field) => (
            <HStack width="full" align="stretch">
              <NativeSelect.Root width="40" flexShrink="0">
                <NativeSelect.Field aria-label="Country code" defaultValue="PT">
                  <option value="PT">Portugal (+351)</option>
                  <option value="US">United States (+1)</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Input
                name={field.name}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
              />
            </HStack>
          )}
        </FormField>
        <Button type="submit" loading={state === "submitting"} loadingText="Continue" width="full">
          Continue
        </Button>
      </StoryForm>
    </SignUpDialog>
  );
}

export const Start: StoryObj = {
  name: "Start",
  render: () => (
    <SignUpDialog>
      <Button width="full">Sign up with Email</Button>
      <SocialChoices google="Sign up with Google" facebook="Sign up with Facebook" />
    </SignUpDialog>
  ),
};

export const DetailsErrors: StoryObj = {
  name: "Details, errors after Continue",
  render: () => <DetailsStep state="errors" />,
};

export const DetailsSubmitting: StoryObj = {
  name: "Details, submitting",
  render: () => <DetailsStep state="submitting" />,
};

export const PasswordStep: StoryObj = {
  name: "Password step, empty",
  render: () => (
    <SignUpDialog>
      <StoryForm state="empty" values={{ password: "", confirmPassword: "" }} errors={{}}>
        {(["password", "confirmPassword"] as const).map((name) => (
          <PasswordField
            key={name}
            name={name}
            label={name === "password" ? "Password" : "Confirm Password"}
            autoComplete="new-password"
          />
        ))}
        <Checkbox.Root alignItems="flex-start">
          <Checkbox.HiddenInput name="acceptTerms" />
          <Checkbox.Control mt="0.5" />
          <Text as="span" textStyle="sm">
            <Checkbox.Label display="inline">I accept the</Checkbox.Label>{" "}
            <Link variant="underline" href="#privacy">
              Privacy Policy
            </Link>{" "}
            and the{" "}
            <Link variant="underline" href="#terms">
              Terms of Use
            </Link>
          </Text>
        </Checkbox.Root>
        <Button type="submit" width="full">
          Sign Up
        </Button>
        <Link asChild variant="underline" textStyle="sm" alignSelf="center">
          <button type="button">Back to your details</button>
        </Link>
      </StoryForm>
    </SignUpDialog>
  ),
};
