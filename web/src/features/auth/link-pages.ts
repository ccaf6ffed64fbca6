// The content of the emailed-link and single-sign-on pages, apart from the index so it loads only
// with those lazy routes (it brings the validation rules and their Yup schemas).
export { ChangePasswordForm } from "./change-password-form";
export { readSsoLinkParams } from "./sso-link-params";
export { SocialCallback } from "./social-callback";
export { SsoSignIn } from "./sso-sign-in";
export { VerifyAccount } from "./verify-account";
