import { useTranslation } from "../translation.tsx";
import { InputField, type FieldLike } from "./form-fields.tsx";

/** A new password and its repetition (choosing one from a mailed link, changing it in the account). */
export function NewPasswordFields({
  password,
  repeat,
  hint,
}: {
  password: FieldLike;
  repeat: FieldLike;
  hint?: string;
}) {
  const { t } = useTranslation("account");
  return (
    <>
      <InputField
        field={password}
        label={t("password.password")}
        type="password"
        autoComplete="new-password"
        hint={hint}
      />
      <InputField field={repeat} label={t("password.repeat")} type="password" autoComplete="new-password" />
    </>
  );
}
