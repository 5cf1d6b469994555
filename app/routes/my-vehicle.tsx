/**
 * My vehicle (issue 22 item 5, decision 0038): the vehicles the shopper saved, the first the
 * active one, each with "Use this vehicle" and "Remove", and a form to add one. Plain POST forms;
 * the list lives in the `vehicles` cookie. The catalogue's "Save as my vehicle" posts here too.
 */
import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { requestContext } from "../.server/context.ts";
import { commitSession } from "../.server/session.ts";
import { readVehicles, vehiclesCookie } from "../.server/vehicle.ts";
import { Field } from "../components/form-fields.tsx";
import { formProps, useServerForm } from "../components/server-form.tsx";
import { PageLink } from "../components/page-link.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { catalogueUrl } from "../lib/catalogue.ts";
import { safePath } from "../lib/safe-path.ts";
import { addVehicle, removeVehicle, toVehicle, chooseVehicle, VehicleFormSchema } from "../lib/vehicle.ts";
import type { Vehicle } from "../../contract/vehicle.ts";
import { MAX_VEHICLES, VEHICLE_FIELDS, vehicleFilters, vehicleName } from "../lib/vehicle-fields.ts";
import { inputProps } from "../lib/server-form.ts";
import { resources } from "../locales.ts";
import { rootMeta, seoMeta } from "../lib/seo.ts";

export async function loader({ request }: LoaderFunctionArgs) {
  return { vehicles: readVehicles(request) };
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: VehicleFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { intent, redirectTo, ...fields } = submission.value;
  // The catalogue's "Save as my vehicle" posts here and goes back to where it was.
  const vehicle = toVehicle(fields);
  if (!vehicle) return data({ result: submission.reply({ formErrors: ["errors.invalid"] }) }, { status: 400 });
  const list = readVehicles(request);
  const next =
    intent === "add"
      ? addVehicle(list, vehicle)
      : intent === "use"
        ? chooseVehicle(list, vehicle)
        : removeVehicle(list, vehicle);
  const headers = new Headers({ "Set-Cookie": vehiclesCookie(next) });
  // A page shown in a language by a ?lng= link keeps it after the post.
  const { session, languageStored } = await requestContext(request);
  if (languageStored) headers.append("Set-Cookie", await commitSession(session));
  return redirect(safePath(redirectTo, "/my-vehicle"), { status: 303, headers });
}

export const meta: MetaFunction = (args) => {
  const { lang } = rootMeta(args.matches);
  return seoMeta(args, {
    title: resources[lang].common.vehicle.title,
    description: resources[lang].common.vehicle.intro,
    noindex: true,
  });
};

/** A saved vehicle's Use or Remove button: a POST form naming the vehicle in hidden fields. */
function VehicleAction({ intent, vehicle }: { intent: "use" | "remove"; vehicle: Vehicle }) {
  const { t } = useTranslation();
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <VehicleFields vehicle={vehicle} />
      <button
        type="submit"
        className="button"
        aria-label={t(`vehicle.${intent}Named`, { vehicle: vehicleName(vehicle) })}
      >
        {t(`vehicle.${intent}`)}
      </button>
    </Form>
  );
}

/** The hidden fields naming a saved vehicle, for its Use and Remove buttons. */
function VehicleFields({ vehicle }: { vehicle: Vehicle }) {
  return (
    <>
      {VEHICLE_FIELDS.map((field) =>
        vehicle[field] ? <input key={field} type="hidden" name={field} value={vehicle[field]} /> : null,
      )}
    </>
  );
}

export default function MyVehicle() {
  const { t } = useTranslation();
  const { vehicles } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // Its action alone checks the form (decisions 0046 and 0049); the attributes are set below.
  const [form, fields] = useServerForm<z.input<typeof VehicleFormSchema>>("add-vehicle", {
    lastResult: actionData?.result,
  });
  return (
    <div className="page narrow my-vehicle">
      <h1>{t("vehicle.title")}</h1>
      <p>{t("vehicle.intro", { count: MAX_VEHICLES })}</p>
      <section aria-labelledby="saved-vehicles">
        <h2 id="saved-vehicles">{t("vehicle.saved")}</h2>
        {vehicles.length === 0 ? (
          <p>{t("vehicle.none")}</p>
        ) : (
          <ul className="vehicle-list">
            {vehicles.map((vehicle, index) => (
              <li key={vehicleName(vehicle)}>
                <p>
                  <strong>{vehicleName(vehicle)}</strong>
                  {index === 0 ? <> ({t("vehicle.active")})</> : null}{" "}
                  <PageLink to={catalogueUrl({ screen: "catalogue", filters: vehicleFilters(vehicle) })}>
                    {t("vehicle.parts", { vehicle: vehicleName(vehicle) })}
                  </PageLink>
                </p>
                <div className="vehicle-actions">
                  {index > 0 ? <VehicleAction intent="use" vehicle={vehicle} /> : null}
                  <VehicleAction intent="remove" vehicle={vehicle} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="add-vehicle-title">
        <h2 id="add-vehicle-title">{t("vehicle.add")}</h2>
        <Form method="post" {...formProps(form)} aria-labelledby="add-vehicle-title">
          <input type="hidden" name="intent" value="add" />
          {(["make", "model", "year", "engine"] as const).map((name) => {
            const field = fields[name];
            return (
              <Field
                key={name}
                label={t(`vehicle.fields.${name}`)}
                id={field.id}
                errorId={field.errorId}
                errors={field.errors}
              >
                <input
                  {...inputProps(field, { type: "text" })}
                  key={field.key}
                  inputMode={name === "year" ? "numeric" : undefined}
                  autoComplete="off"
                  required={name !== "engine"}
                  maxLength={name === "year" ? 4 : 80}
                />
              </Field>
            );
          })}
          <button type="submit" className="button button-primary">
            {t("vehicle.addButton")}
          </button>
        </Form>
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
