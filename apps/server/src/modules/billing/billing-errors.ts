// Refusals of billing actions, with the HTTP status and the message the parent sees.
export class BillingError extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 502 | 503,
    message: string,
    readonly code: string,
    /** More fields for the answer's body (e.g. why the portal was skipped before a failed cancellation). */
    readonly details: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'BillingError';
  }
}
