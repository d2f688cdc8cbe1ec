// Every provider error is `{ message, code }` with the HTTP status of docs/provider/notes.md §4.

export class ProviderFault extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 429 | 500 | 504,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const fault = (status: ProviderFault["status"], code: string, message: string) =>
  new ProviderFault(status, code, message);
