export { FormMessage } from "./form-message";
