import { ServerError, Status } from 'nice-grpc';

export { ServerError, Status };

// Messages passed here reach API clients verbatim (the gateway puts them in the error body),
// so they must never contain internal details.
export const notFound = (message: string): ServerError => new ServerError(Status.NOT_FOUND, message);
export const invalidArgument = (message: string): ServerError => new ServerError(Status.INVALID_ARGUMENT, message);
export const permissionDenied = (message: string): ServerError => new ServerError(Status.PERMISSION_DENIED, message);
export const unauthenticated = (message: string): ServerError => new ServerError(Status.UNAUTHENTICATED, message);
export const alreadyExists = (message: string): ServerError => new ServerError(Status.ALREADY_EXISTS, message);
export const failedPrecondition = (message: string): ServerError =>
  new ServerError(Status.FAILED_PRECONDITION, message);
export const resourceExhausted = (message: string): ServerError =>
  new ServerError(Status.RESOURCE_EXHAUSTED, message);
