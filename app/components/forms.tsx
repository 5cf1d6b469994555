/**
 * The shop's form controls (form-fields.tsx), re-exported under their old name. No form loads
 * conform or zod in the browser any more (decision 0049): a form is checked by its action
 * (useServerForm, server-form.tsx) or, where the specification asks for feedback before sending,
 * also by the browser's constraint validation (useClientForm, client-form.tsx).
 */
export {
  CountryOptions,
  ErrorList,
  Field,
  InputField,
  SelectField,
  SendButton,
  TextareaField,
} from "./form-fields.tsx";
