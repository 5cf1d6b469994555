/** HTTP to the payment providers: JSON with a timeout, errors as ProviderError. */
import type { ProviderId } from "./provider.ts";

/** A provider answered with an error or could not be reached. */
export class ProviderError extends Error {
  constructor(
    readonly provider: ProviderId,
    message: string,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = "ProviderError";
  }
}

export interface ProviderDeps {
  fetch?: typeof fetch;
  now?: () => Date;
  timeoutMs?: number;
}

/** JSON over HTTP with a timeout; a non-2xx answer becomes a ProviderError carrying the body. */
export async function requestJson(
  provider: ProviderId,
  deps: ProviderDeps,
  url: string,
  init: RequestInit,
): Promise<{ status: number; body: unknown }> {
  const doFetch = deps.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(url, {
      ...init,
      signal: AbortSignal.timeout(deps.timeoutMs ?? 15_000),
    });
  } catch (error) {
    throw new ProviderError(
      provider,
      `${provider} could not be reached: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text.slice(0, 500);
    }
  }
  if (!response.ok) {
    throw new ProviderError(
      provider,
      `${provider} answered ${response.status} to ${init.method ?? "GET"} ${new URL(url).pathname}`,
      response.status,
      body,
    );
  }
  return { status: response.status, body };
}
