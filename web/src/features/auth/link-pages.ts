// The emailed-link pages' content, apart from the index so it loads only with those lazy routes
// (it brings the validation rules and their Yup schemas).
export { ChangePasswordForm } from "./change-password-form";
export { VerifyAccount } from "./verify-account";
