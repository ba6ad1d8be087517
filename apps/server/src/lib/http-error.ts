/**
 * A failure the client caused and can act on. Services throw it; the error plugin turns it into
 * `{ "message": … }` with its status. Anything else that escapes is a 500 with no details.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    readonly headers?: Record<string, string>,
    /** More of the answer's body, beside the message (e.g. the `orderId` a 409 is about). */
    readonly details?: { orderId?: number; orderIds?: number[] },
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, field?: string) => new HttpError(409, message, field);
